#!/usr/bin/env bash
# The wording property at full size (issue 10): CROUPIER_WORDINGS generated
# wordings per game (default 200) of each game's correct program stay clean,
# and each bug program fails its check under as many wordings. The test suite
# plays a fixed sample of the same generator (harness/tests/cli/wording_property.rs),
# and each bug program under one of the hand-written rewordings; here every bug
# runs under every rewording (CROUPIER_REWORDINGS=all).
set -euo pipefail
cd "$(dirname "$0")/.."
export CROUPIER_WORDINGS="${CROUPIER_WORDINGS:-200}"
echo "wording property: $CROUPIER_WORDINGS wordings per game" >&2
export CROUPIER_REWORDINGS=all
exec cargo test --release -p croupier --test cli -- wording_property bugs_fail bug_programs_still_fail \
  same_bugs_in_other_words --include-ignored --nocapture
