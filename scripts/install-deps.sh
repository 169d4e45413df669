#!/usr/bin/env bash
# Installs, from Debian's apt, everything the demo and the tests need.
# Idempotent: apt is asked only for packages that are missing.
set -euo pipefail

packages=(
  build-essential meson ninja-build pkg-config clang libclang-rt-14-dev
  libcmocka-dev
  python3 python3-cffi python3-pytest python3-numpy python3-matplotlib python3-setuptools python3-pip python3-venv python3-mesonpy
  bindgen abigail-tools
  doxygen
  libsdl2-dev libstb-dev xvfb
  libbox2d-dev libchipmunk-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Rust is not an apt package here (the machines carry rustup's toolchain);
# only the Rust stage of the tests needs it, and that stage says so itself.
if ! command -v cargo >/dev/null 2>&1; then
  echo "install-deps: note: cargo not found; the Rust bindings' tests will fail without a Rust toolchain" >&2
fi
