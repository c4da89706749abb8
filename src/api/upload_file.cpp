#include "api/upload_file.hpp"

#include <unistd.h>

#include <filesystem>
#include <stdexcept>

namespace dialer::api {

UploadFile::UploadFile() {
  std::string name = (std::filesystem::temp_directory_path() / "dialer-upload-XXXXXX").string();
  const int fd = mkstemp(name.data());
  if (fd < 0) throw std::runtime_error("cannot create a temporary file for an upload");
  path_ = name;
  file_ = fdopen(fd, "wb");
  if (!file_) {
    ::close(fd);
    std::remove(path_.c_str());
    throw std::runtime_error("cannot open the temporary file for an upload");
  }
}

UploadFile::~UploadFile() {
  if (file_) std::fclose(file_);
  std::remove(path_.c_str());
}

bool UploadFile::write(std::string_view bytes) {
  return file_ && std::fwrite(bytes.data(), 1, bytes.size(), file_) == bytes.size();
}

bool UploadFile::close() {
  if (!file_) return false;
  const bool ok = std::fflush(file_) == 0;
  const bool closed = std::fclose(file_) == 0;
  file_ = nullptr;
  return ok && closed;
}

}  // namespace dialer::api
