// SHA-256 (FIPS 180-4), for the deal's commitment (deal_proof.h): the same
// digest on every compiler and platform, without a library.
#pragma once

#include <string>
#include <string_view>

namespace tilerummy {

// The digest of `data` as 64 lowercase hexadecimal digits.
std::string sha256Hex(std::string_view data);

} // namespace tilerummy
