// dialer_floor: the floor the leads rows of make bench are compared with (docs/benchmarks.md, "The floor"). The
// server's HTTP library, keep-alive as the server keeps it, and nothing of the product: what a request costs on
// this machine before the server does any work of its own.
//
//   dialer_floor --body-bytes N                 every GET answers the same N-byte JSON body
//   dialer_floor --db FILE --sql-file QUERIES   every GET runs the next line of QUERIES (one request's
//                                               statements) on FILE, read-only, and answers its rows
#include <SQLiteCpp/SQLiteCpp.h>
#include <httplib.h>
#include <sqlite3.h>
#include <CLI/CLI.hpp>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/search_match.hpp"

namespace {

// As many requests at once as the server answers (http/server.hpp), so each worker finds a connection free.
constexpr int kWorkers = 8;

// A statement prepared once and stepped again for every request.
using Prepared = std::unique_ptr<sqlite3_stmt, decltype(&sqlite3_finalize)>;

// One read-only connection, as the server's readers are set up (db/database.cpp), with every line of the
// queries prepared on it.
struct Reader {
  Reader(const std::string& path, const std::vector<std::string>& lines)
      : db(path, SQLite::OPEN_READONLY | SQLite::OPEN_NOMUTEX) {
    db.exec("PRAGMA cache_size = -16384");
    dialer::db::register_search_match(db);
    for (const auto& line : lines) {
      auto& statements = requests.emplace_back();
      for (const char* rest = line.c_str(); *rest != '\0';) {
        sqlite3_stmt* statement = nullptr;
        if (sqlite3_prepare_v3(db.getHandle(), rest, -1, SQLITE_PREPARE_PERSISTENT, &statement, &rest) != SQLITE_OK) {
          throw SQLite::Exception(db.getHandle());
        }
        if (statement) statements.emplace_back(statement, &sqlite3_finalize);
      }
    }
  }
  SQLite::Database db;
  std::vector<std::vector<Prepared>> requests;
};

// The rows of one request's statements, a line of tab-separated columns each: the same shape whatever the query.
std::string run(Reader& reader, std::size_t request) {
  std::string body;
  for (const auto& prepared : reader.requests[request]) {
    sqlite3_stmt* s = prepared.get();
    int step = SQLITE_ROW;
    while ((step = sqlite3_step(s)) == SQLITE_ROW) {
      for (int c = 0; c < sqlite3_column_count(s); ++c) {
        if (c > 0) body += '\t';
        if (const auto* text = sqlite3_column_text(s, c)) body.append(reinterpret_cast<const char*>(text));
      }
      body += '\n';
    }
    sqlite3_reset(s);
    // A failed statement answers 500 (the library's handling of a throw), which the bench counts as an error.
    if (step != SQLITE_DONE) throw std::runtime_error(sqlite3_errstr(step));
  }
  return body;
}

// The readers, lent one per request like the server's reader pool; there are as many as workers, so one is free.
class Readers {
 public:
  Readers(const std::string& path, const std::vector<std::string>& lines) : lines_(lines.size()) {
    for (int i = 0; i < kWorkers; ++i) idle_.push_back(std::make_unique<Reader>(path, lines));
  }
  std::string answer() {
    std::unique_ptr<Reader> reader;
    {
      std::lock_guard lock(mutex_);
      reader = std::move(idle_.back());
      idle_.pop_back();
    }
    std::string body = run(*reader, next_++ % lines_);
    std::lock_guard lock(mutex_);
    idle_.push_back(std::move(reader));
    return body;
  }

 private:
  std::size_t lines_;
  std::atomic<std::size_t> next_{0};
  std::mutex mutex_;
  std::vector<std::unique_ptr<Reader>> idle_;
};

std::vector<std::string> read_lines(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (!line.empty()) lines.push_back(line);
  }
  if (lines.empty()) throw std::runtime_error(path + " holds no queries");
  return lines;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"The HTTP floor of make bench"};
  std::size_t body_bytes = 0;
  std::string db_path;
  std::string sql_file;
  auto* fixed = app.add_option("--body-bytes", body_bytes, "Answer every GET with a body of this many bytes");
  auto* db = app.add_option("--db", db_path, "Database file the queries read");
  auto* sql = app.add_option("--sql-file", sql_file, "One request's SQL statements a line, taken in turn");
  fixed->excludes(db)->excludes(sql);
  db->needs(sql);
  sql->needs(db);
  CLI11_PARSE(app, argc, argv);
  if (fixed->count() + sql->count() == 0) {
    std::fprintf(stderr, "give --body-bytes, or --db and --sql-file\n");
    return 2;
  }

  httplib::Server server;
  server.new_task_queue = [] { return new httplib::ThreadPool(kWorkers); };
  // The server's keep-alive (http/connection_limits.hpp): a connection serves up to 10,000 requests; and its
  // TCP_NODELAY (http/connection_loop.cpp), without which each answer waits for the client's delayed ACK.
  server.set_keep_alive_max_count(10'000);
  server.set_keep_alive_timeout(60);
  server.set_tcp_nodelay(true);
  std::unique_ptr<Readers> readers;
  if (fixed->count() > 0) {
    // A JSON string of the size asked for: {"floor":"xxx…"}.
    const std::string head = R"({"floor":")";
    const std::string tail = R"("})";
    const std::size_t filler = body_bytes > head.size() + tail.size() ? body_bytes - head.size() - tail.size() : 0;
    const std::string body = head + std::string(filler, 'x') + tail;
    server.Get(R"(/.*)",
               [body](const httplib::Request&, httplib::Response& res) { res.set_content(body, "application/json"); });
  } else {
    readers = std::make_unique<Readers>(db_path, read_lines(sql_file));
    server.Get(R"(/.*)", [&readers](const httplib::Request&, httplib::Response& res) {
      res.set_content(readers->answer(), "text/tab-separated-values");
    });
  }
  const int port = server.bind_to_any_port("127.0.0.1");
  if (port < 0) {
    std::fprintf(stderr, "cannot bind a port on 127.0.0.1\n");
    return 1;
  }
  // The line the bench waits for (tests/support/process.cpp), as the server prints it.
  std::printf("listening on http://127.0.0.1:%d\n", port);
  std::fflush(stdout);
  return server.listen_after_bind() ? 0 : 1;
}
