#!/usr/bin/env python3
"""malformed_test.py — runs the malformed-input corpus (tests/data/malformed/*.jsonl) through the CLI.

usage: malformed_test.py path/to/gridlogic tests/data/malformed [--filter WORD]

Each line of a .jsonl file is one case (format: tests/data/malformed/README.md). For every case the CLI
must: finish within the case's time (default 20 s), stay under the memory bound (address space, 1 GB),
never die of a signal, exit with the expected status, write valid UTF-8, and — with --json and exit
status 0 — answer exactly one JSON object per input line with the expected "status"; the error message
(the JSON "error" field, or standard error) must contain each of the case's words, stay short and hold
no control character. Prints one line per failing case and a summary; exits 1 on any failure.
"""
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile

MEMORY_BOUND = 1 << 30  # bytes of address space per CLI run
MAX_MESSAGE_BYTES = 600  # kMaxMessageBytes in engine/include/gridlogic/text.h


def case_input(case):
    if "input_hex" in case:
        return bytes.fromhex(case["input_hex"])
    if "input_repeat" in case:
        prefix, piece, times, suffix = case["input_repeat"]
        return (prefix + piece * times + suffix).encode()
    return case.get("input", "").encode()


# AddressSanitizer reserves terabytes of address space for its shadow memory, so under the checked
# preset (GRIDLOGIC_SANITIZED=1) the address-space cap is left off; ASan's own checks stand in for it.
SANITIZED = os.environ.get("GRIDLOGIC_SANITIZED") == "1"


def limits(cpu_seconds):
    # A case's `seconds` bounds the work, so it is CPU time (RLIMIT_CPU: SIGXCPU past it), which other
    # processes on a busy machine do not inflate; the wall clock only catches a hang (sleeping, blocked).
    def apply():
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))
        if not SANITIZED:
            resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BOUND, MEMORY_BOUND))
    return apply


def run_case(cli, case, tmp):
    data = case_input(case)
    args = list(case["args"])
    stdin = data
    where = case.get("where", "stdin")
    if where == "file":
        path = os.path.join(tmp, "input.txt")
        with open(path, "wb") as f:
            f.write(data)
        args.append(path)
        stdin = b""
    elif where == "dir":
        args.append(tmp)
        stdin = b""
    elif where == "missing":
        args.append(os.path.join(tmp, "no-such-file.txt"))
        stdin = b""
    seconds = case.get("seconds", 20)
    try:
        p = subprocess.run([cli] + args, input=stdin, capture_output=True, timeout=10 * seconds,
                           preexec_fn=limits(seconds))
    except subprocess.TimeoutExpired:
        return f"took longer than {10 * seconds} s of wall-clock time"
    problems = []
    if p.returncode == -signal.SIGXCPU:
        return f"used more than {seconds} s of CPU time"
    if p.returncode < 0:
        return f"killed by signal {-p.returncode}: {p.stderr.decode(errors='replace')[-300:]}"
    if p.returncode != case["exit"]:
        problems.append(f"exit status {p.returncode}, expected {case['exit']}")
    try:
        out = p.stdout.decode("utf-8")
        err = p.stderr.decode("utf-8")
    except UnicodeDecodeError as e:
        return f"output is not valid UTF-8: {e}"
    message = err
    answered = p.returncode in (0, 3)  # 3: answered, a limit cut an answer short (docs/cli.md)
    if "--json" in args and answered:
        lines = [l for l in out.split("\n") if l]
        expected_lines = case.get("lines", 1)
        if len(lines) != expected_lines:
            problems.append(f"{len(lines)} JSON lines, expected {expected_lines}")
        try:
            objects = [json.loads(l) for l in lines]
        except ValueError as e:
            return f"output is not JSON ({e}): {out[:200]}"
        if objects:
            first = objects[0]
            if "status" in case and first.get("status") != case["status"]:
                problems.append(f"status {first.get('status')!r}, expected {case['status']!r}")
            want = "time-limit" if case.get("stopped") is True else case.get("stopped")
            if want and first.get("stopped") != want:
                problems.append(f"no \"stopped\": \"{want}\" in the answer")
            message = first.get("error", "") + err
    elif answered and "status" in case and not out.startswith(case["status"]):
        problems.append(f"output does not start with {case['status']!r}: {out[:120]!r}")
    elif answered and "status" in case:
        message = out + err
    for word in case.get("words", []):
        if word not in message:
            problems.append(f"message lacks {word!r}")
    if len(message.encode()) > MAX_MESSAGE_BYTES + 200:  # + the CLI's own prefix and usage hint
        problems.append(f"message of {len(message.encode())} bytes")
    if any(ord(c) < 0x20 and c not in "\n\t" for c in message):
        problems.append("message holds a control character")
    if problems:
        return "; ".join(problems) + f" — message: {message[:300]!r}"
    return None


def main():
    cli, folder = sys.argv[1], sys.argv[2]
    word = sys.argv[4] if len(sys.argv) > 4 and sys.argv[3] == "--filter" else None
    cases = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".jsonl"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if line.strip():
                    cases.append((f"{name}:{number}", json.loads(line)))
    failed = 0
    for where, case in cases:
        if word and word not in json.dumps(case):
            continue
        with tempfile.TemporaryDirectory() as tmp:
            problem = run_case(cli, case, tmp)
        if problem:
            failed += 1
            print(f"FAIL {where} {case.get('name', '')}: {problem}")
    print(f"malformed corpus: {len(cases) - failed} of {len(cases)} cases passed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
