#!/usr/bin/env python3
"""Render resources/icons/lewisclark-desktop.svg to the PNG, ICO and ICNS files the platforms want.

Uses only PySide6 (QtSvg, part of PySide6-Essentials) and the standard library: the ICO and ICNS
containers are written here with PNG-compressed entries (Windows Vista+ and macOS 10.7+ read them).

    python packaging/make_icons.py            # rewrite resources/icons/*
    python packaging/make_icons.py --check    # exit 1 if a committed file is missing or has the wrong size

The outputs are committed; run this again after editing the SVG.
"""

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
NAME = "lewisclark-desktop"
SVG = ICONS / f"{NAME}.svg"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)  # hicolor sizes on Linux
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)  # Windows: 256 is the largest an .ico holds
# macOS: PNG-only element types (type code, pixel size).
ICNS_TYPES = (("ic11", 32), ("ic12", 64), ("ic07", 128), ("ic13", 256), ("ic08", 256),
              ("ic14", 512), ("ic09", 512))


def png_path(size):
    return ICONS / f"{NAME}-{size}.png"


def render_pngs():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (needed by QPainter on images)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    data = {}
    for size in sorted(set(PNG_SIZES) | set(ICO_SIZES) | {s for _, s in ICNS_TYPES}):
        image = QImage(size, size, QImage.Format_ARGB32)
        image.fill(Qt.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.setRenderHint(QPainter.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        buf = QByteArray()
        dev = QBuffer(buf)
        dev.open(QIODevice.WriteOnly)
        image.save(dev, "PNG", 0)  # quality 0 = strongest zlib compression
        dev.close()
        data[size] = bytes(buf.data())
    return data


def ico_bytes(pngs):
    """An ICO file whose entries are PNG streams (ICONDIR + ICONDIRENTRY[] + data)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    entries, blobs = b"", b""
    offset = 6 + 16 * len(pngs)
    for size, png in pngs:
        dim = 0 if size >= 256 else size  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def icns_bytes(items):
    body = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(png)) + png for kind, png in items)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def png_size(data):
    """(width, height) from a PNG's IHDR chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


def read_ico(data):
    """[(width, height, png_bytes)] of an ICO file written as above."""
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    if reserved != 0 or kind != 1:
        raise ValueError("not an ICO")
    out = []
    for i in range(count):
        w, h, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        out.append((w or 256, h or 256, data[offset:offset + length]))
    return out


def read_icns(data):
    """[(type, png_bytes)] of an ICNS file."""
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an ICNS")
    out, pos = [], 8
    while pos < len(data):
        kind = data[pos:pos + 4].decode("ascii")
        length = struct.unpack(">I", data[pos + 4:pos + 8])[0]
        out.append((kind, data[pos + 8:pos + length]))
        pos += length
    return out


def write_all():
    pngs = render_pngs()
    for size in PNG_SIZES:
        png_path(size).write_bytes(pngs[size])
    (ICONS / f"{NAME}.ico").write_bytes(ico_bytes([(s, pngs[s]) for s in ICO_SIZES]))
    (ICONS / f"{NAME}.icns").write_bytes(icns_bytes([(k, pngs[s]) for k, s in ICNS_TYPES]))
    for path in sorted(ICONS.iterdir()):
        print(f"{path.stat().st_size:>8}  {path.relative_to(ROOT)}")


def check():
    problems = []
    for size in PNG_SIZES:
        p = png_path(size)
        if not p.exists() or png_size(p.read_bytes()) != (size, size):
            problems.append(str(p))
    for p in (ICONS / f"{NAME}.ico", ICONS / f"{NAME}.icns"):
        if not p.exists():
            problems.append(str(p))
    for p in problems:
        print(f"missing or wrong size: {p}", file=sys.stderr)
    return 1 if problems else 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only check the generated files")
    args = ap.parse_args(argv)
    if args.check:
        return check()
    write_all()
    return 0


if __name__ == "__main__":
    sys.exit(main())
