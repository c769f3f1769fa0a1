#!/usr/bin/env bash
# Prints a URL for the local PostgreSQL the tests use (trust auth, database test, user postgres or root).
# Fails loudly: the PostgreSQL pass is part of the suite, not optional.
set -euo pipefail
for user in postgres root; do
  url="postgres://${user}@127.0.0.1:5432/test"
  if psql "$url" -Atqc 'select 1' >/dev/null 2>&1; then echo "$url"; exit 0; fi
done
echo "PostgreSQL is not reachable at 127.0.0.1:5432 (database test, user postgres or root); set TEST_PG_URL" >&2
exit 1
