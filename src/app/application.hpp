#pragma once
// The server as one object: database, routes and HTTP front wired together. `serve` runs it until a
// signal; the API tests run it in-process on a free port.
#include <chrono>
#include <memory>
#include <string>

#include "app/integration_jobs.hpp"
#include "db/database.hpp"
#include "db/search_index_merger.hpp"
#include "domain/accounts.hpp"
#include "domain/agents.hpp"
#include "domain/campaign_setup.hpp"
#include "domain/campaigns.hpp"
#include "domain/gohighlevel.hpp"
#include "domain/integration_log.hpp"
#include "domain/leads.hpp"
#include "domain/session_cache.hpp"
#include "domain/webhooks.hpp"
#include "integrations/gohighlevel_client.hpp"
#include "http/router.hpp"
#include "http/server.hpp"
#include "log/logger.hpp"

namespace dialer {

struct AppConfig {
  std::string db_path = "./dialer.db";
  http::ServerOptions server;
  domain::AccountSettings accounts;
  // Where the GoHighLevel client sends its requests: the real API, or a stub in tests.
  std::string ghl_base_url = integrations::kGoHighLevelDefaultBaseUrl;
  std::chrono::seconds ghl_sync_interval = std::chrono::minutes(15);
};

class Application {
 public:
  // Opens and migrates the database and registers every route. Throws StartupError.
  Application(AppConfig config, Logger& logger);
  ~Application();

  http::Router& router() { return router_; }
  db::Database& database() { return *database_; }
  domain::AccountService& accounts() { return *accounts_; }
  const AppConfig& config() const { return config_; }

  int bind();   // returns the bound port; throws StartupError
  void run();   // serves (and runs the integration jobs) until stop(); in-flight requests finish first
  void stop();
  // After run() returned: stop the background jobs, checkpoint the WAL and close the database.
  void close();

 private:
  AppConfig config_;
  Logger& logger_;
  std::unique_ptr<db::Database> database_;
  std::unique_ptr<db::SearchIndexMerger> search_merger_;
  domain::SessionCache sessions_;
  std::unique_ptr<domain::AccountService> accounts_;
  std::unique_ptr<domain::AgentService> agents_;
  std::unique_ptr<domain::CampaignService> campaigns_;
  std::unique_ptr<domain::LeadService> leads_;
  std::unique_ptr<domain::CampaignSetupService> setup_;
  std::unique_ptr<domain::IntegrationLog> integration_log_;
  std::unique_ptr<domain::GoHighLevelService> gohighlevel_;
  std::unique_ptr<domain::WebhookService> webhooks_;
  std::unique_ptr<IntegrationJobs> jobs_;
  http::Router router_;
  std::unique_ptr<http::HttpServer> server_;
};

}  // namespace dialer
