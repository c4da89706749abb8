// Asset table of a build with DIALER_EMBED_UI=OFF: no UI, the API alone.
#include "http/embedded_assets.hpp"

namespace dialer::http {

std::span<const EmbeddedAsset> embedded_assets() { return {}; }

}  // namespace dialer::http
