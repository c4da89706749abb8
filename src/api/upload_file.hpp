#pragma once
// An upload kept in a temporary file while it is read (a workbook: a zip can only be read whole), removed
// when this goes, whatever happened.
#include <cstdio>
#include <string>
#include <string_view>

namespace dialer::api {

class UploadFile {
 public:
  UploadFile();  // throws std::runtime_error when no temporary file can be made
  ~UploadFile();
  UploadFile(const UploadFile&) = delete;
  UploadFile& operator=(const UploadFile&) = delete;

  // False when the disk refused the bytes.
  bool write(std::string_view bytes);
  // Flushes and closes it for reading by path; false when the disk refused.
  bool close();
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::FILE* file_ = nullptr;
};

}  // namespace dialer::api
