#!/usr/bin/env bash
# npm run sqlmap: sqlmap against the API (see apps/api/test/sqlmap/cli.ts). Needs Debian's sqlmap package
# (apt-get install -y sqlmap). Not part of CI: a full run takes about SQLMAP_MINUTES (default 15).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v sqlmap >/dev/null 2>&1; then
  echo "sqlmap fehlt: apt-get install -y sqlmap" >&2
  exit 2
fi
exec node apps/api/test/sqlmap/cli.ts "$@"
