#!/usr/bin/env bash
# Regenerates fonts/ from public sources without installing anything into the system:
#   - X.org misc-fixed 5x8, 6x12, 8x13 from Debian's xfonts-base (public domain), converted with Debian's pcf2bdf;
#   - unscii-8 glyph bitmaps (public domain, by viznut) from the PyPI wheel `unscii` (BSD wrapper by Grant T. Olson).
# Everything is downloaded and extracted into a scratch directory; scripts/build-fonts.ts trims, patches the zero
# glyph and writes fonts/*.json plus fonts/manifest.json.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cd "$scratch"
apt-get download xfonts-base pcf2bdf >/dev/null
dpkg -x xfonts-base_*.deb root
dpkg -x pcf2bdf_*.deb root
misc=root/usr/share/fonts/X11/misc
for f in 5x8 6x12 8x13; do
  zcat "$misc/$f.pcf.gz" >"$f.pcf"
  root/usr/bin/pcf2bdf -o "$f.bdf" "$f.pcf"
done
pip download --quiet --no-deps unscii==0.1.1 -d wheel
python3 - <<'PY'
import json, zipfile, glob, ast
z = zipfile.ZipFile(glob.glob('wheel/unscii-0.1.1-*.whl')[0])
src = z.read('unscii/raw_unscii/unscii_8.py').decode()
table = ast.literal_eval(src.split('=', 1)[1].strip())
json.dump({str(k): v for k, v in table.items()}, open('unscii-8.json', 'w'))
open('unscii-LICENSE', 'w').write(z.read('unscii-0.1.1.dist-info/LICENSE').decode())
PY
xfonts_version="$(dpkg-deb -f xfonts-base_*.deb Version)"
cp root/usr/share/doc/xfonts-base/copyright xfonts-base-copyright
cd "$repo"
npx tsx scripts/build-fonts.ts "$scratch" "$xfonts_version"
