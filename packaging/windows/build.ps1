# Build the Windows installer of Lewis & Clark Desktop. NOT RUNNABLE on the Linux build machine:
# run it on Windows 10/11 x64 (a developer PC or a windows-latest CI runner). See packaging/README.md.
#
# Needs: Python 3.11+ (python.org installer, "py" launcher), Inno Setup 6 (iscc.exe on PATH or in
# its default folder), and the BIZ UDPGothic font files in $env:LCD_FONT_DIR (default:
# packaging\windows\fonts\, not committed) together with OFL.txt.
#
#   powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# Output: dist\lewisclark-desktop\ (bundle) and dist\lewisclark-desktop-<version>-windows-x64-setup.exe

$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")

# 1. A clean build venv with the runtime dependencies and PyInstaller.
if (-not (Test-Path .venv-win\Scripts\python.exe)) { py -3.11 -m venv .venv-win }
$py = ".venv-win\Scripts\python.exe"
& $py -m pip install --upgrade pip
& $py -m pip install . "pyinstaller>=6.10"
if ($LASTEXITCODE) { throw "pip install failed" }

# 2. Version (pyproject.toml == lewisclark_desktop.__version__, or stop).
$version = (& $py packaging\version.py).Trim()
if ($LASTEXITCODE) { throw "version check failed" }

# 3. Compiled translations (pyside6-lrelease comes with PySide6-Essentials).
New-Item -ItemType Directory -Force lewisclark_desktop\i18n | Out-Null
foreach ($ts in Get-ChildItem translations\*.ts) {
    & .venv-win\Scripts\pyside6-lrelease.exe $ts.FullName -qm ("lewisclark_desktop\i18n\" + $ts.BaseName + ".qm")
    if ($LASTEXITCODE) { throw "lrelease failed for $ts" }
}

# 4. The Japanese font (OFL-1.1), never committed: see packaging/README.md for where to get it.
if (-not $env:LCD_FONT_DIR) { $env:LCD_FONT_DIR = (Resolve-Path packaging\windows\fonts).Path }
if (-not $env:LCD_FONT_LICENSE) { $env:LCD_FONT_LICENSE = Join-Path $env:LCD_FONT_DIR "OFL.txt" }

# 5. The one-folder bundle (same spec as Linux; on Windows it embeds the .ico and a version resource).
& $py -m PyInstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\lewisclark-desktop.spec
if ($LASTEXITCODE) { throw "PyInstaller failed" }

# 6. Smoke test: render the window offscreen from the bundle.
$env:QT_QPA_PLATFORM = "offscreen"
& dist\lewisclark-desktop\lewisclark-desktop.exe --screenshot dist\windows-screenshot.png | Out-Null
Remove-Item Env:\QT_QPA_PLATFORM
if (-not (Test-Path dist\windows-screenshot.png)) { throw "the bundle did not render a screenshot" }

# 7. The installer.
$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
& $iscc "/DAppVersion=$version" packaging\windows\lewisclark-desktop.iss
if ($LASTEXITCODE) { throw "Inno Setup failed" }
Get-Item dist\lewisclark-desktop-$version-windows-x64-setup.exe
