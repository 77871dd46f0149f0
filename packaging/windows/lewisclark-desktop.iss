; Inno Setup 6 script for Lewis & Clark Desktop (Windows installer of the PyInstaller one-folder bundle).
;
; Build on Windows (see packaging/README.md, "Windows"):
;   packaging\windows\build.ps1
; or by hand, from the repository root, after `pyinstaller ... packaging\lewisclark-desktop.spec`:
;   iscc /DAppVersion=0.1.0 packaging\windows\lewisclark-desktop.iss
; Output: dist\lewisclark-desktop-<version>-windows-x64-setup.exe
;
; Per-user install (no administrator rights): %LOCALAPPDATA%\Programs\Lewis & Clark Desktop,
; a Start-menu entry, an optional desktop shortcut, and an uninstaller listed in
; "Apps & features" (HKCU). The player can still choose "Install for all users" in the dialog
; (PrivilegesRequiredOverridesAllowed=dialog), which then asks for elevation.

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z (build.ps1 reads it from pyproject.toml)
#endif
#define AppName "Lewis & Clark Desktop"
#define AppExe "lewisclark-desktop.exe"
#define Root "..\.."

[Setup]
; A fixed AppId keeps upgrades and the uninstaller tied to one product. Never change it.
AppId={{6C1D1F1E-4B5A-4E0B-9C57-2F1B8C3A7D42}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Lewis & Clark Desktop developers
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#Root}\dist
OutputBaseFilename=lewisclark-desktop-{#AppVersion}-windows-x64-setup
SetupIconFile={#Root}\resources\icons\lewisclark-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "ja"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller one-folder bundle: lewisclark-desktop.exe and _internal\ (Python, Qt,
; our code, lewisclark_desktop\i18n\*.qm, lewisclark_desktop\fonts\*.ttf).
Source: "{#Root}\dist\lewisclark-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Only what the installer put there; saves and settings in the user's AppData are kept.
Type: filesandordirs; Name: "{app}\_internal"
