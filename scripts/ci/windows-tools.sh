#!/usr/bin/env bash
# What the Windows job needs beside Qt (jurplel/install-qt-action) and MSVC
# (ilammy/msvc-dev-cmd, or the "x64 Native Tools" prompt), in Git Bash:
#   NSIS     makensis, for CPack's installer: the windows-latest image no longer
#            has it, so Chocolatey's nsis at the version whose script
#            scripts/portability-tests.sh builds and runs under Wine (Debian 12's)
#   Ninja    the presets' generator, when the prompt has none
#   OpenSSL  3's DLLs on PATH (the image's C:\Program Files\OpenSSL; else
#            Chocolatey's openssl): libcrypto makes a hosted table's certificate
# In GitHub Actions the folders it adds to PATH stay for the later steps.
# Usage: scripts/ci/windows-tools.sh
set -euo pipefail
nsis_version=3.08
nsis_dir="/c/Program Files (x86)/NSIS"
openssl_dir="/c/Program Files/OpenSSL"

on_path() { # a folder on PATH now, and for the job's later steps
  export PATH="$1:$PATH"
  if [ -n "${GITHUB_PATH:-}" ]; then
    cygpath -w "$1" >>"$GITHUB_PATH"
  fi
}
choco_install() {
  if ! command -v choco >/dev/null 2>&1; then
    echo "windows-tools: $1 is missing and there is no Chocolatey to install it with: install $1 yourself" >&2
    exit 1
  fi
  choco install "$@" -y --no-progress
}

if ! command -v cl >/dev/null 2>&1; then
  echo "windows-tools: MSVC's cl is not on PATH: start Git Bash from the \"x64 Native Tools Command Prompt\"" >&2
  exit 1
fi
if ! command -v makensis >/dev/null 2>&1; then
  [ -x "$nsis_dir/makensis.exe" ] || choco_install nsis --version "$nsis_version"
  on_path "$nsis_dir"
fi
echo "windows-tools: NSIS $(makensis -VERSION)"
if ! command -v ninja >/dev/null 2>&1; then
  choco_install ninja
fi
echo "windows-tools: Ninja $(ninja --version)"
if [ ! -d "$openssl_dir/bin" ]; then
  choco_install openssl
fi
on_path "$openssl_dir/bin"
echo "windows-tools: OpenSSL in $openssl_dir"
