#!/usr/bin/env python3
"""
Builds styles/fonts/*.woff2: one file per language that draws everything its pages show at the first paint.

    python3 scripts/build-core-fonts.py      (Debian: apt-get install python3-fonttools python3-brotli)

Run it after changing a range below or the @fontsource-variable packages; the files it writes are committed, so
neither the build nor the tests need Python.

Why: Fontsource ships one static file per script and weight, so an Armenian page needed four (Armenian and Latin, at
400 and 600; 44 kB) and a Russian page four (42 kB). Each is a request competing with the document on a slow link.
Here each language gets a single variable file, weights 400 to 600, holding its own script plus the Latin its
pages use (digits, punctuation, the brand, e-mail addresses): 19.5 kB for Armenian, 17.5 kB for Russian, 9.5 kB for
English. Characters outside these ranges fall through to the full Fontsource faces (styles/fonts.css), which a
page downloads only when it draws one.

How: Fontsource's variable files (weight axis 100 to 900) are cut to the ranges, each instanced at 400 and at 600
(same outlines, so the two stay compatible), the scripts merged per weight, and the two merged fonts built back into
one variable font with those two masters. The fonts are under the SIL Open Font License (styles/fonts/OFL.txt).
"""
import functools
import os
import shutil
import tempfile

from fontTools import subset
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools import varLib
from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.ttLib.woff2 import WOFF2FlavorData
from fontTools.varLib import instancer

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
NOTO_SANS = os.path.join(ROOT, 'node_modules/@fontsource-variable/noto-sans/files')
NOTO_SANS_ARMENIAN = os.path.join(ROOT, 'node_modules/@fontsource-variable/noto-sans-armenian/files')
OUT = os.path.join(ROOT, 'styles/fonts')
WEIGHTS = (400, 600)

# Keep in step with the unicode-range of each face in styles/fonts.css.
LATIN_CORE = 'U+0020-007E,U+00A0,U+00A9,U+00AB,U+00B7,U+00BB,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2060,U+FEFF'
ARMENIAN = 'U+0308,U+0531-0556,U+0559-058A,U+058D-058F,U+2010,U+2024,U+25CC,U+FB13-FB17'
CYRILLIC = 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116'
DRAM_SIGN = 'U+058F'  # Russian prices end in ֏; drawn by the Armenian font

LATIN = os.path.join(NOTO_SANS, 'noto-sans-latin-wght-normal.woff2')
CYRILLIC_FILE = os.path.join(NOTO_SANS, 'noto-sans-cyrillic-wght-normal.woff2')
ARMENIAN_FILE = os.path.join(NOTO_SANS_ARMENIAN, 'noto-sans-armenian-armenian-wght-normal.woff2')

# What a browser applies by itself: composition, local forms, ligatures, kerning, marks. The site's CSS asks for
# nothing else (its `tabular-nums` are Noto's default figures already), so fractions, numerators, denominators and
# proportional figures are left out: their glyphs were a tenth of the Armenian file.
FEATURES = ['ccmp', 'locl', 'liga', 'kern', 'mark', 'mkmk']

# How far, in font units (1000 to the em), a point of the 600 weight may stray from where Noto puts it, so that the
# weight's deltas of the points between can be left out and interpolated (IUP): 4 units is 0.2 px on a 48 px heading,
# under what antialiasing shows, and takes about 15 % off each file. fontTools' own default is 0.5.
IUP_TOLERANCE = 4

FONTS = {
    'noto-sans-armenian-core.woff2': [(ARMENIAN_FILE, ARMENIAN), (LATIN, LATIN_CORE)],
    'noto-sans-cyrillic-core.woff2': [(CYRILLIC_FILE, CYRILLIC), (LATIN, LATIN_CORE), (ARMENIAN_FILE, DRAM_SIGN)],
    'noto-sans-latin-core.woff2': [(LATIN, LATIN_CORE)],
}


def cut(source, unicodes, path):
    font = TTFont(source)
    options = subset.Options()
    options.layout_features = FEATURES
    options.hinting = False  # the files carry none; browsers do not use it at these sizes anyway
    options.name_IDs = [1, 2, 3, 4, 5, 6]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
    subsetter.subset(font)
    font.flavor = None
    font.save(path)


def draw_word_joiner(font):
    """
    Maps the word joiner (U+2060, kept after the dash of a span of hours) to the zero-width no-break space, which
    Noto Sans draws as nothing. Noto Sans has no glyph for it, and a character the first font lacks sends the
    browser down the font stack to download the full Latin face for it.
    """
    for table in font['cmap'].tables:
        if table.isUnicode() and 0xFEFF in table.cmap:
            table.cmap[0x2060] = table.cmap[0xFEFF]


def build(name, parts, work):
    masters = []
    for weight in WEIGHTS:
        files = []
        for index, (source, unicodes) in enumerate(parts):
            cut_path = os.path.join(work, f'{name}-{index}.ttf')
            cut(source, unicodes, cut_path)
            instance = instancer.instantiateVariableFont(TTFont(cut_path), {'wght': weight})
            instance_path = os.path.join(work, f'{name}-{index}-{weight}.ttf')
            instance.save(instance_path)
            files.append(instance_path)
        merged = Merger().merge(files) if len(files) > 1 else TTFont(files[0])
        draw_word_joiner(merged)
        master = os.path.join(work, f'{name}-{weight}.ttf')
        merged.save(master)
        masters.append(master)

    document = DesignSpaceDocument()
    axis = AxisDescriptor()
    axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = 'wght', 'Weight', WEIGHTS[0], WEIGHTS[0], WEIGHTS[-1]
    document.addAxis(axis)
    for weight, master in zip(WEIGHTS, masters):
        source = SourceDescriptor()
        source.path, source.location = master, {'Weight': weight}
        document.addSource(source)
    # varLib.build takes no tolerance of its own: its gvar step is given ours (fontTools 4.38, Debian 12).
    build_gvar = varLib._add_gvar
    varLib._add_gvar = functools.partial(build_gvar, tolerance=IUP_TOLERANCE)
    try:
        font, _, _ = varLib.build(document)
    finally:
        varLib._add_gvar = build_gvar
    font.flavor = 'woff2'
    # WOFF2's optional hmtx transform too (advance widths the outlines already imply are left out): a few hundred bytes.
    font.flavorData = WOFF2FlavorData(transformedTables={'glyf', 'loca', 'hmtx'})
    path = os.path.join(OUT, name)
    font.save(path)
    print(f'{os.path.relpath(path, ROOT)}: {os.path.getsize(path)} bytes')


def main():
    # The same bytes on every run (fontTools stamps the fonts with this time instead of the clock's).
    os.environ.setdefault('SOURCE_DATE_EPOCH', '1767225600')
    os.makedirs(OUT, exist_ok=True)
    work = tempfile.mkdtemp()
    try:
        for name, parts in FONTS.items():
            build(name, parts, work)
    finally:
        shutil.rmtree(work)
    # Both packages carry the same license text under their own copyright line.
    armenian_copyright = open(os.path.join(NOTO_SANS_ARMENIAN, '..', 'LICENSE')).readline()
    with open(os.path.join(NOTO_SANS, '..', 'LICENSE')) as latin_license:
        text = armenian_copyright + latin_license.read()
    with open(os.path.join(OUT, 'OFL.txt'), 'w') as license_file:
        license_file.write(text)


if __name__ == '__main__':
    main()
