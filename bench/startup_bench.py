#!/usr/bin/env python3
"""startup_bench.py — what a `gridlogic` command costs before it does any work (issue 37).

    python3 bench/startup_bench.py [--runs N] [--before PATH] [build/native/gridlogic]

For each binary (the one given, default build/native/gridlogic, and with --before a saved build of an
earlier commit) and each command below, runs the command N times (default 200), all binaries and
commands interleaved round by round so the machine's load falls on all alike, and prints one table:

- CPU ms: the child's user + system time from wait4() (the kernel's per-task accounting, not a
  wall clock), median and p90. The process is started with posix_spawn (vfork), so the parent's
  memory is not copied into the count. /bin/true is measured the same way, as the floor that exec
  itself costs on this machine.
- page faults (minor), median;
- the dynamic loader's own statistics (LD_DEBUG=statistics, one run): cycles spent in the loader,
  symbol relocations, and the shared objects loaded (LD_DEBUG=files);
- instructions of the whole process, loader included, from valgrind's callgrind when valgrind is
  installed: exact and repeatable however loaded the machine is. The image program that `render
  --format png` starts (engine/cli/images.h) is counted with it: its instructions traced too, its CPU
  time and faults in wait4's figures (the CLI waits for it before exiting). The loader's statistics of
  a static CLI are the image program's, or none ('—').

Commands: `--version`; `solve` of one 17-clue puzzle (stdin); `render` of it as SVG; `render --format
png` of it, the one that loads the image module (engine/cli/images.h).
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

PUZZLE = b'.......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6...\n'
COMMANDS = [
    ('--version', ['--version']),
    ('solve (1 puzzle)', ['solve']),
    ('render, SVG (1 puzzle)', ['render']),
    ('render --format png (1 puzzle)', ['render', '--format', 'png']),
]


def spawn(argv, stdin_path, env=None):
    """CPU ms and minor faults of one run."""
    pid = os.posix_spawn(argv[0], argv, env or os.environ,
                         file_actions=[(os.POSIX_SPAWN_OPEN, 0, stdin_path, os.O_RDONLY, 0),
                                       (os.POSIX_SPAWN_OPEN, 1, '/dev/null', os.O_WRONLY, 0),
                                       (os.POSIX_SPAWN_OPEN, 2, '/dev/null', os.O_WRONLY, 0)])
    _, status, ru = os.wait4(pid, 0)
    if status != 0:
        raise SystemExit(f'{" ".join(argv)} failed (status {status})')
    return (ru.ru_utime + ru.ru_stime) * 1000, ru.ru_minflt


def loader_stats(argv, stdin_path):
    env = dict(os.environ, LD_DEBUG='statistics')
    with open(stdin_path, 'rb') as f:
        err = subprocess.run(argv, stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env).stderr.decode()
    cycles = re.search(r'total startup time in dynamic loader: (\d+)', err)
    relocs = re.search(r'final number of relocations: (\d+)', err) or re.search(r'number of relocations: (\d+)', err)
    env['LD_DEBUG'] = 'files'
    with open(stdin_path, 'rb') as f:
        err = subprocess.run(argv, stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env).stderr.decode()
    objects = len(set(re.findall(r'file=(\S+)', err)))
    return (int(cycles.group(1)) if cycles else None, int(relocs.group(1)) if relocs else None, objects)


def instructions(argv, stdin_path):
    if not shutil.which('valgrind'):
        return None
    with open(stdin_path, 'rb') as f:
        err = subprocess.run(['valgrind', '--tool=callgrind', '--trace-children=yes', '--callgrind-out-file=/dev/null',
                              *argv], stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE).stderr.decode()
    counts = [int(c) for c in re.findall(r'Collected : (\d+)', err)]  # one per process: the image program's too
    return sum(counts) if counts else None


def main():
    args = sys.argv[1:]
    runs, before, binary = 200, None, 'build/native/gridlogic'
    while args:
        a = args.pop(0)
        if a == '--runs':
            runs = int(args.pop(0))
        elif a.startswith('--runs='):
            runs = int(a.split('=', 1)[1])
        elif a == '--before':
            before = args.pop(0)
        elif a.startswith('--before='):
            before = a.split('=', 1)[1]
        else:
            binary = a
    binaries = ([('before', os.path.abspath(before))] if before else []) + [('after', os.path.abspath(binary))]
    for _, b in binaries:
        if not os.access(b, os.X_OK):
            raise SystemExit(f'{b} is missing: run bash tools/build.sh native first')
    outdir = tempfile.mkdtemp(prefix='startup-bench-')
    puzzle = os.path.join(outdir, 'puzzle.txt')
    with open(puzzle, 'wb') as f:
        f.write(PUZZLE)
    try:
        cases = [('/bin/true', 'exec floor', ['/bin/true'])]
        for label, b in binaries:
            for name, argv in COMMANDS:
                cases.append((label, name, [b, *argv]))
        samples = {i: [] for i in range(len(cases))}
        for _ in range(runs):
            for i, (_, _, argv) in enumerate(cases):
                samples[i].append(spawn(argv, puzzle))
        print(f'{runs} runs each, interleaved; CPU = user + system time of the child (wait4)\n')
        print('| binary | command | CPU ms median | p90 | minor faults | loader cycles | relocations | shared objects | instructions |')
        print('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
        for i, (label, name, argv) in enumerate(cases):
            cpu = sorted(s[0] for s in samples[i])
            faults = statistics.median(s[1] for s in samples[i])
            cycles, relocs, objects = loader_stats(argv, puzzle)
            ir = instructions(argv, puzzle)
            fmt = lambda x: '—' if x is None else f'{x:,}'
            print(f'| {label} | {name} | {statistics.median(cpu):.2f} | {cpu[int(len(cpu) * 0.9)]:.2f} | {faults:.0f} | '
                  f'{fmt(cycles)} | {fmt(relocs)} | {objects} | {fmt(ir)} |')
    finally:
        shutil.rmtree(outdir, ignore_errors=True)


if __name__ == '__main__':
    main()
