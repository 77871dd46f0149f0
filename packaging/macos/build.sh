#!/usr/bin/env bash
# Build "Lewis & Clark Desktop.app" and a .dmg. NOT RUNNABLE on the Linux build machine: run it on
# macOS 11+ (a Mac or a macos-latest CI runner). PyInstaller cannot cross-build. See packaging/README.md.
#
# Needs: Python 3.11+ from python.org (universal2 installer) or Homebrew, Xcode command-line tools
# (hdiutil, codesign are part of macOS), and the BIZ UDPGothic font files in $LCD_FONT_DIR (default:
# packaging/macos/fonts/, not committed) together with OFL.txt.
#
#   packaging/macos/build.sh
#   CODESIGN_IDENTITY="Developer ID Application: …" packaging/macos/build.sh   # signed
#
# Output: dist/Lewis & Clark Desktop.app and dist/lewisclark-desktop-<version>-macos-<arch>.dmg
set -euo pipefail
cd "$(dirname "$0")/../.."

# 1. A clean build venv with the runtime dependencies and PyInstaller.
[[ -x .venv-mac/bin/python ]] || python3 -m venv .venv-mac
PY=.venv-mac/bin/python
$PY -m pip install --upgrade pip
$PY -m pip install . "pyinstaller>=6.10"

# 2. Version (pyproject.toml == lewisclark_desktop.__version__, or stop).
VERSION=$($PY packaging/version.py)

# 3. Compiled translations.
mkdir -p lewisclark_desktop/i18n
for ts in translations/*.ts; do
    .venv-mac/bin/pyside6-lrelease "$ts" -qm "lewisclark_desktop/i18n/$(basename "${ts%.ts}").qm"
done

# 4. The Japanese font (OFL-1.1), never committed.
export LCD_FONT_DIR=${LCD_FONT_DIR:-$PWD/packaging/macos/fonts}
export LCD_FONT_LICENSE=${LCD_FONT_LICENSE:-$LCD_FONT_DIR/OFL.txt}

# 5. The .app (the spec adds a BUNDLE step on macOS: icon .icns, Info.plist with the version).
$PY -m PyInstaller --noconfirm --distpath dist --workpath build/pyinstaller packaging/lewisclark-desktop.spec
APP="dist/Lewis & Clark Desktop.app"
/usr/libexec/PlistBuddy -c "Print :CFBundleShortVersionString" "$APP/Contents/Info.plist" | grep -qx "$VERSION"

# 6. Smoke test from inside the .app.
QT_QPA_PLATFORM=offscreen "$APP/Contents/MacOS/lewisclark-desktop" --screenshot dist/macos-screenshot.png

# 7. Optional signing (needs an Apple Developer ID); notarization is documented in packaging/README.md.
if [[ -n "${CODESIGN_IDENTITY:-}" ]]; then
    codesign --deep --force --options runtime --timestamp --sign "$CODESIGN_IDENTITY" "$APP"
    codesign --verify --deep --strict "$APP"
fi

# 8. The disk image: the .app plus a link to /Applications to drag it onto.
ARCH=$(uname -m)
DMG="dist/lewisclark-desktop-$VERSION-macos-$ARCH.dmg"
STAGE=$(mktemp -d)
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "Lewis & Clark Desktop $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO -ov "$DMG"
rm -rf "$STAGE"
if [[ -n "${CODESIGN_IDENTITY:-}" ]]; then
    codesign --force --timestamp --sign "$CODESIGN_IDENTITY" "$DMG"
fi
ls -l "$DMG"
