#!/usr/bin/env python3
# render_test.py — `gridlogic render` and `gridlogic booklet` end to end on the built CLI (issue 24): the
# SVG of every genre parsed as XML and compared structurally (marks counted by class, texts read, the
# solution's digits checked against the solver's), never pixel by pixel; a PNG smoke test (size, not
# blank); a booklet PDF read back with poppler's pdfinfo / pdftotext / pdftoppm (pages, titles, paper).
# usage: render_test.py path/to/gridlogic path/to/tests/data
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

cli, data = sys.argv[1], sys.argv[2]
SVG = '{http://www.w3.org/2000/svg}'
fails = 0


def check(name, ok, detail=''):
    global fails
    print(('ok   ' if ok else 'FAIL ') + name + ('' if ok else ': ' + str(detail)))
    if not ok:
        fails += 1


# In the checked build (ASan's leak check on) librsvg's and GLib's lifetime caches are not our leaks.
ENV = dict(os.environ)
ENV.setdefault('LSAN_OPTIONS', 'suppressions=' + os.path.join(os.path.dirname(os.path.abspath(__file__)), 'render_lsan.supp'))


def run(args, stdin='', binary=False):
    p = subprocess.run([cli] + args, input=stdin.encode(), capture_output=True, timeout=300, env=ENV)
    return p.returncode, (p.stdout if binary else p.stdout.decode()), p.stderr.decode()


def svg_of(args, stdin):
    code, out, err = run(['render'] + args, stdin)
    assert code == 0, err
    return ET.fromstring(out)


def by_class(root, cls, tag=None):
    """Elements whose class list holds every word of cls."""
    want = set(cls.split())
    return [e for e in root.iter() if want <= set(e.get('class', '').split()) and (tag is None or e.tag == SVG + tag)]


def texts(root, cls):
    return [e.text for e in by_class(root, cls, 'text')]


def solve(genre, puzzle):
    code, out, err = run(['solve', '--genre', genre, '--json'], puzzle + '\n')
    return json.loads(out)


# --- Sudoku: every size, givens bold, the solution's digits where the solver puts them ----------------
for line in ['4.....1..2.....1', '.5..2..6......6..24..3......1..3..4.',
             '.1.......A95B.2..3.768..6...59...3....46.7..92A......4..1..8...2689.3......5.B4AC...9..A..3......7BC..5.A6....C...23...6..53B.7..1.A2A9.......3.',
             '...1...5..76.35....926.7...7.5.....124.....689.....3.2...2.691....48.72..2...1...']:
    n = int(len(line) ** 0.5)
    root = svg_of(['--size', '300'], line + '\n')
    check(f'sudoku {n}x{n}: width from --size', root.get('width') == '300' and root.get('height') == '300', root.attrib)
    check(f'sudoku {n}x{n}: viewBox is the grid', root.get('viewBox') == f'-0.1 -0.1 {n}.2 {n}.2', root.get('viewBox'))
    givens = [ch for ch in line if ch not in '.0']
    assert n * n == len(line)
    check(f'sudoku {n}x{n}: one bold digit per given', sorted(texts(root, 'value given')) == sorted(givens), texts(root, 'value given'))
    check(f'sudoku {n}x{n}: no other digits without --solution', texts(root, 'value entered') == [])
    thick = by_class(root, 'grid-thick', 'path')[0].get('d')
    box_h = max(d for d in range(1, n + 1) if n % d == 0 and d * d <= n)
    # Thick segments: (n/box_w − 1) vertical and (n/box_h − 1) horizontal lines, n unit segments each.
    expected = n * (n // (n // box_h) - 1) + n * (n // box_h - 1)
    check(f'sudoku {n}x{n}: thick box lines', thick.count('M') == expected, (thick.count('M'), expected))
    sol = solve('sudoku', line).get('solution', '')
    root = svg_of(['--solution', 'yes'], line + '\n')
    cells = [None] * (n * n)
    for e in by_class(root, 'value', 'text'):
        cells[int(float(e.get('y')) - 0.5 + 0.01) * n + int(float(e.get('x')) - 0.5 + 0.01)] = e.text
    check(f'sudoku {n}x{n}: the solution drawn in its cells', ''.join(c or '.' for c in cells) == sol, (cells, sol))

# 16×16 writes 10..16 as letters.
big = '1' + '.' * 255
root = svg_of(['--solution', 'yes'], big + '\n')
check('sudoku 16x16: 256 digits and letters', len(by_class(root, 'value', 'text')) == 256 and 'G' in texts(root, 'value entered'))

# The grid so far (the page's "with my progress"): entered digits only where given.
line = '...1...5..76.35....926.7...7.5.....124.....689.....3.2...2.691....48.72..2...1...'
grid = '8' + line[1:]
root = svg_of(['--grid', grid], line + '\n')
check('sudoku --grid: the player\'s digit drawn', texts(root, 'value entered') == ['8'], texts(root, 'value entered'))
code, out, err = run(['render', '--grid', grid, '--solution', 'yes'], line + '\n')
check('--solution with --grid is a usage error', code == 1 and 'one of them' in err, (code, err))
code, out, _ = run(['render', '--grid', '12'], line + '\n')
check('sudoku --grid of another size: an error naming --grid', out.startswith('error') and '--grid' in out, out)

# Themes: the same marks, other colours.
light = run(['render'], line + '\n')[1]
dark = run(['render', '--theme', 'dark'], line + '\n')[1]
paper = run(['render', '--theme', 'print'], line + '\n')[1]
check('themes differ only in colours', light != dark != paper and
      [e.tag for e in ET.fromstring(light).iter()] == [e.tag for e in ET.fromstring(dark).iter()])
check('theme named on the root', ET.fromstring(paper).get('data-theme') == 'print')

# JSON: the SVG and its size.
code, out, _ = run(['render', '--json', '--size', '250'], line + '\n')
j = json.loads(out)
check('JSON carries svg, width, height', j['width'] == 250 and j['height'] == 250 and j['svg'].startswith('<svg'), out[:80])

# --- Tectonic: regions, givens, the solution -------------------------------------------------------------
code, out, _ = run(['generate', '--genre', 'tectonic', '--count', '1', '--seed', '5', '--json'])
made = json.loads(out)
root = svg_of(['--genre', 'tectonic', '--solution', 'yes'], made['puzzle'] + '\n')
digits = texts(root, 'value given') + texts(root, 'value entered')
check('tectonic: every cell drawn with the solution', len(digits) == 45 and sorted(digits) == sorted(made['solution']), digits)
check('tectonic: givens bold', len(texts(root, 'value given')) == made['givens'])
check('tectonic: region borders drawn', by_class(root, 'grid-thick', 'path')[0].get('d').count('M') > 0)

# --- Hashi: islands with their numbers, bridges single and double ----------------------------------------
code, out, _ = run(['generate', '--genre', 'hashi', '--count', '1', '--seed', '5', '--json'])
made = json.loads(out)
root = svg_of(['--genre', 'hashi'], made['puzzle'] + '\n')
check('hashi: one island per island', len(by_class(root, 'island', 'circle')) == made['islands'])
check('hashi: no bridge without --solution', by_class(root, 'bridge') == [])
root = svg_of(['--genre', 'hashi', '--solution', 'yes'], made['puzzle'] + '\n')
want = sum(b[4] for b in made['bridges'])
check('hashi: a line per bridge (two for a double)', len(by_class(root, 'bridge', 'line')) == want, (len(by_class(root, 'bridge')), want))
clues = sorted(texts(root, 'island-clue'))
check('hashi: the islands\' numbers', len(clues) == made['islands'] and all(c.isdigit() for c in clues), clues)

# --- Variant Sudoku: every rule the play page draws ------------------------------------------------------
every = open(os.path.join(data, 'render', 'every-rule.json')).read()
root = svg_of(['--genre', 'variant'], every)
counts = {
    'cage': 2, 'cage cosmetic': 1, 'thermo-bulb': 2, 'thermo-stem': 2, 'thermo-stem slow': 1, 'arrow-shaft': 2,
    'arrow-circle': 1, 'kropki white': 2, 'kropki black': 1, 'xv': 2, 'outside-clue': 4, 'clue-little': 1,
    'clue-sandwich': 1, 'clue-xsum': 1, 'clue-skyscraper': 1, 'little-arrow': 1, 'diagonal': 2, 'parity odd': 1,
    'parity even': 1, 'minmax': 2, 'minmax-mark': 2, 'line-palindrome': 1, 'line-renban': 1, 'line-whispers': 1,
    'line-between': 1, 'between-end': 2, 'line-regionsum': 1, 'line-zipper': 1, 'quad': 1, 'quad-values': 1,
    'extra-region': 2, 'clone': 2, 'line-cosmetic': 1, 'cosmetic': 3, 'cosmetic-text': 1, 'cage-sum': 2,
}
for cls, n in counts.items():
    got = len(by_class(root, cls))
    check(f'variant: {n} × .{cls}', got == n, got)
for cls, words in [('cage-sum', ['15', 'A']), ('xv', ['X', 'V']), ('clue-text', ['20', '12', '14', '3']),
                   ('kropki-value', ['3']), ('quad-values', ['1 2']), ('cosmetic-text', ['hi']), ('value given', ['5', '9'])]:
    check(f'variant: .{cls} reads {words}', sorted(texts(root, cls)) == sorted(words), texts(root, cls))
check('variant: the title', root.find(SVG + 'title').text == 'Every drawn rule')
check('variant: margins for the outside clues', root.get('viewBox') == '-1.1 -1.1 11.2 11.2', root.get('viewBox'))

doc003 = open(os.path.join(data, 'render', 'doc003.json')).read()
root = svg_of(['--genre', 'variant'], doc003)
for cls, n in {'arrowhead': 4, 'tower': 3, 'tower-sum': 3, 'legend-cell': 6, 'legend-title': 1, 'secret-start': 1,
               'secret-flag': 1}.items():
    check(f'variant (document 003): {n} × .{cls}', len(by_class(root, cls)) == n, len(by_class(root, cls)))
check('variant (document 003): sandwich 1-to-X clues', len(by_class(root, 'clue-sandwich')) > 0)

nurikabe = open(os.path.join(data, 'nurikabe-sudoku.json')).read()
fp = json.loads(nurikabe)
root = svg_of(['--genre', 'variant'], nurikabe)
check('variant (Nurikabe): an arrow per clue', len(by_class(root, 'nurikabe-arrow')) == len(fp['nurikabe']))
sol = solve('variant', nurikabe)['solution']
root = svg_of(['--genre', 'variant', '--solution', 'yes'], nurikabe)
check('variant (Nurikabe): the ocean shaded as the solver marks it', len(by_class(root, 'shaded')) == sol.split('/')[1].count('#'))
root = svg_of(['--genre', 'variant', '--grid', sol], nurikabe)
check('variant --grid VALUES/MARKS: marks and digits drawn', len(by_class(root, 'shaded')) == sol.split('/')[1].count('#') and
      len(by_class(root, 'value')) == 81)

# --- PNG: librsvg's raster of the same SVG ---------------------------------------------------------------
def png_info(data):
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos, idat, w, h, colour = 8, b'', 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            w, h, _, colour = struct.unpack('>IIBB', body[:10])
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    return w, h, colour, zlib.decompress(idat)


code, png, err = run(['render', '--format', 'png', '--size', '320', '--solution', 'yes'], line + '\n', binary=True)
w, h, colour, raw = png_info(png)
channels = {2: 3, 6: 4}.get(colour, 1)
check('png: the size asked for', (w, h) == (320, 320), (w, h))
check('png: every scanline there', len(raw) == h * (1 + w * channels), len(raw))
# Not blank: ink and paper both present (many distinct byte values in the pixel data).
check('png: not blank', len(set(raw)) > 8, len(set(raw)))
code, png, err = run(['render', '--genre', 'variant', '--format', 'png'], doc003, binary=True)
w, h, _, _ = png_info(png)
check('png: a variant with a legend keeps its aspect', w == 600 and h > 700, (w, h))
tmp = tempfile.mkdtemp()
try:
    code, out, err = run(['render', '--format', 'png', '--output', os.path.join(tmp, 'imgs')], line + '\n' + line + '\n')
    files = sorted(os.listdir(os.path.join(tmp, 'imgs')))
    check('--output DIR: one file per puzzle', code == 0 and files == ['puzzle-001.png', 'puzzle-002.png'], (code, files, err))
    code, out, err = run(['render', '--format', 'png', '--json'], line + '\n')
    check('png as JSON on stdout is a usage error', code == 1 and '--output' in err, (code, err))
    code, out, err = run(['render', '--format', 'gif'], line + '\n')
    check('a bad --format is a usage error', code == 1 and 'svg or png' in err, (code, err))

    # --- Booklet: a PDF read back by poppler ------------------------------------------------------------
    pdf = os.path.join(tmp, 'b.pdf')
    code, out, err = run(['booklet', '--count', '12', '--per-page', '4', '--seed', '7', '--output', pdf])
    check('booklet: written', code == 0 and os.path.getsize(pdf) > 1000, err)
    info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    check('booklet: 3 pages of puzzles and 2 of solutions', re.search(r'Pages: +5\n', info), info)
    check('booklet: A4', 'A4' in info, info)
    text = subprocess.run(['pdftotext', '-layout', pdf, '-'], capture_output=True, text=True).stdout
    check('booklet: the puzzles\' titles as text', all(f'{i}. Sudoku 9×9' in text for i in range(1, 13)), text[:400])
    check('booklet: a solutions section', 'gridlogic puzzles — solutions' in text)
    subprocess.run(['pdftoppm', '-r', '40', '-f', '1', '-l', '1', '-png', pdf, os.path.join(tmp, 'page')], check=True)
    page = [f for f in os.listdir(tmp) if f.startswith('page')][0]
    w, h, _, raw = png_info(open(os.path.join(tmp, page), 'rb').read())
    check('booklet: page 1 drawn (portrait, not blank)', h > w and len(set(raw)) > 8, (w, h))

    code, out, err = run(['booklet', '--count', '4', '--per-page', '2', '--genre', 'sudoku,tectonic,hashi,variant',
                          '--paper', 'letter', '--solutions', 'no', '--seed', '3'], binary=True)
    check('booklet on standard output', code == 0 and out[:5] == b'%PDF-', err)
    open(pdf, 'wb').write(out)
    info = subprocess.run(['pdfinfo', pdf], capture_output=True, text=True).stdout
    check('booklet: Letter, 2 pages without solutions', re.search(r'Pages: +2\n', info) and 'letter' in info, info)
    text = subprocess.run(['pdftotext', pdf, '-'], capture_output=True, text=True).stdout
    check('booklet: genres in turn', all(t in text for t in ['1. Sudoku', '2. Tectonic', '3. Hashi', '4. Variant Sudoku']), text)
    code, out, err = run(['booklet', '--per-page', '3'])
    check('booklet: --per-page 3 is a usage error', code == 1 and '1, 2, 4 or 6' in err, err)
    code, out, err = run(['booklet', '--genre', 'variant', '--difficulty', 'hard'])
    check('booklet: an option a genre lacks is named', code == 1 and 'variant' in err, err)

    # --- The image program (engine/cli/images.h): missing, another build's, or dying mid-way ------------
    def with_program(path, args, stdin=''):
        env = dict(ENV, GRIDLOGIC_IMAGES=path)
        p = subprocess.run([cli] + args, input=stdin.encode(), capture_output=True, timeout=60, env=env)
        return p.returncode, p.stdout.decode(errors='replace'), p.stderr.decode()
    missing = os.path.join(tmp, 'no-such-program')
    code, out, err = with_program(missing, ['render', '--format', 'png', '--output', os.path.join(tmp, 'x')], line + '\n')
    check('png without the image program: the line says where it looked', out.startswith('error\t') and missing in out, out)
    code, out, err = with_program(missing, ['booklet', '--count', '1', '--output', os.path.join(tmp, 'x.pdf')])
    check('booklet without the image program: exit 2 before generating', code == 2 and missing in err, (code, err))
    for name, script, says in [('another build', 'echo "H 0 1 0"; cat > /dev/null', 'another build'),
                               ('one that dies', 'echo "H 0 2 0"; exit 3', 'stopped answering')]:
        fake = os.path.join(tmp, 'fake.sh')
        with open(fake, 'w') as f:
            f.write('#!/bin/sh\n' + script + '\n')
        os.chmod(fake, 0o755)
        code, out, err = with_program(fake, ['render', '--format', 'png', '--output', os.path.join(tmp, 'x')], line + '\n')
        check(f'png with {name} as the image program: a clear error, no crash', code == 0 and says in out, (code, out, err))
finally:
    shutil.rmtree(tmp)

print(f'{fails} failure(s)')
sys.exit(1 if fails else 0)
