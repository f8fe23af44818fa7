"""tools/deploy.py against fake CIRCUITPY drives in tmp_path, run as a subprocess like a user would.

The repo is still growing, so every test deploys a snapshot of the real tree (code.py, boards/, lib/,
games/) copied into tmp_path, filled in with placeholders where a part does not exist yet, and computes
its expectations from that snapshot. The tool runs with -I -S and a PATH holding only what a test puts
there, so a circup installed on this machine is never started by accident.
"""

import hashlib
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEPLOY = os.path.join(ROOT, "tools", "deploy.py")
BOOT_OUT = "Adafruit CircuitPython 9.2.7 on 2025-04-01; Adafruit Pybadge with samd51j19\nBoard ID:pybadge\n"
HOST_ONLY = ("boards/host.py", "boards/headless.py")


def _ignore(_dir, names):
    """copytree filter: no caches."""
    return [n for n in names if n in ("__pycache__", ".pytest_cache") or n.endswith(".pyc")]


def _put(root, rel, text):
    """Write text at root/rel, creating folders."""
    path = os.path.join(root, *rel.split("/"))
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    return path


def expected_files(repo):
    """Relative paths that belong on the device, computed independently of the tool."""
    files = {"code.py"}
    for name in ("__init__.py", "pybadge.py", "pygamer.py", "badge_io.py"):  # badge_io: both boards import it
        if os.path.isfile(os.path.join(repo, "boards", name)):
            files.add("boards/" + name)
    for top in ("lib", "games"):  # every module of ours is imported by the device today
        for dirpath, dirnames, filenames in os.walk(os.path.join(repo, top)):
            dirnames[:] = [d for d in dirnames if d != "__pycache__" and not d.startswith(".")]
            for name in filenames:
                if name.endswith(".py") and not name.startswith("."):
                    rel = os.path.relpath(os.path.join(dirpath, name), repo)
                    files.add(rel.replace(os.sep, "/"))
    return files - {"games/contract.py"}  # the game contract: read by the tests on the desktop only


def snapshot(root):
    """Every file under root: relative path -> (bytes, mtime_ns)."""
    out = {}
    for dirpath, _dirs, filenames in os.walk(root):
        for name in filenames:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as fh:
                out[os.path.relpath(path, root).replace(os.sep, "/")] = (fh.read(), os.stat(path).st_mtime_ns)
    return out


def read_text(path):
    """Whole text of a file."""
    with open(path, encoding="utf-8") as fh:
        return fh.read()


def sha(path):
    """Hex SHA-256 of a file."""
    with open(path, "rb") as fh:
        return hashlib.sha256(fh.read()).hexdigest()


@pytest.fixture
def repo(tmp_path):
    """A snapshot of the repo's device tree, with placeholders for parts not written yet."""
    dst = tmp_path / "repo"
    dst.mkdir()
    for top in ("boards", "lib", "games"):
        if os.path.isdir(os.path.join(ROOT, top)):
            shutil.copytree(os.path.join(ROOT, top), dst / top, ignore=_ignore)
    for rel in ("code.py", "tools/device-requirements.txt"):
        if os.path.isfile(os.path.join(ROOT, rel)):
            os.makedirs(os.path.dirname(dst / rel), exist_ok=True)
            shutil.copyfile(os.path.join(ROOT, rel), dst / rel)
    placeholders = {"code.py": "print('menu')\n", "boards/__init__.py": "", "boards/pybadge.py": "NAME = 'b'\n",
                    "boards/host.py": "import pygame\n",
                    "games/__init__.py": "GAMES = ()\n"}
    for rel, text in placeholders.items():
        if not (dst / rel).exists():
            _put(str(dst), rel, text)
    _put(str(dst), "lib/__pycache__/keys.cpython-311.pyc", "junk")
    _put(str(dst), "games/__pycache__/x.cpython-311.pyc", "junk")
    return str(dst)


@pytest.fixture
def drive(tmp_path):
    """An empty fake CIRCUITPY drive of a PyBadge."""
    path = tmp_path / "CIRCUITPY"
    path.mkdir()
    (path / "boot_out.txt").write_text(BOOT_OUT)
    return str(path)


@pytest.fixture
def bin_dir(tmp_path):
    """The only folder on the tool's PATH."""
    path = tmp_path / "bin"
    path.mkdir()
    return str(path)


def fake_circup(bin_dir, record, status=0):
    """Put a circup on PATH that records its arguments and exits with status."""
    path = os.path.join(bin_dir, "circup")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(f"#!{sys.executable}\nimport sys\nopen({record!r}, 'w').write('\\n'.join(sys.argv[1:]))\n"
                 f"sys.exit({status})\n")
    os.chmod(path, 0o755)


def run(*args, bin_dir=None):
    """Run tools/deploy.py in a fresh interpreter without site-packages; return the CompletedProcess."""
    env = dict(os.environ)
    env["PATH"] = bin_dir or os.devnull
    return subprocess.run([sys.executable, "-I", "-S", DEPLOY, *args], check=False,
                          capture_output=True, text=True, env=env, timeout=120)


def listed(out):
    """Paths named on the tool's per-file lines (copy/same/remove)."""
    names = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0] in ("copy", "same", "remove"):
            names.add(parts[1])
    return names


# ---- refusals ---------------------------------------------------------------------------------------------

def test_refuses_missing_path(tmp_path, repo):
    """A path that does not exist is refused with exit 2 and not created."""
    target = tmp_path / "CIRCUITPY"
    res = run(str(target), "--repo", repo)
    assert res.returncode == 2
    assert "does not exist" in res.stderr and "Nothing was written" in res.stderr
    assert not target.exists()


def test_refuses_a_file(tmp_path, repo):
    """A path that is a file is refused and left as it was."""
    target = tmp_path / "CIRCUITPY"
    target.write_text("hello")
    res = run(str(target), "--repo", repo)
    assert res.returncode == 2
    assert "not a directory" in res.stderr
    assert target.read_text() == "hello"


def test_refuses_folder_without_boot_out(tmp_path, repo):
    """A plain folder is not a CIRCUITPY drive: refused, nothing written."""
    target = tmp_path / "stuff"
    target.mkdir()
    (target / "notes.txt").write_text("x")
    before = snapshot(str(target))
    for extra in ((), ("--dry-run",)):
        res = run(str(target), "--repo", repo, "--no-circup", *extra)
        assert res.returncode == 2
        assert "no boot_out.txt" in res.stderr and "not a CIRCUITPY drive" in res.stderr
        assert snapshot(str(target)) == before


def test_refuses_boot_out_of_another_firmware(tmp_path, repo):
    """A boot_out.txt that is not CircuitPython's is refused with its first line quoted."""
    target = tmp_path / "PICO"
    target.mkdir()
    (target / "boot_out.txt").write_text("MicroPython v1.22.0 on 2024-01-01; Raspberry Pi Pico with RP2040\n")
    before = snapshot(str(target))
    res = run(str(target), "--repo", repo, "--no-circup")
    assert res.returncode == 2
    assert 'does not start with "Adafruit CircuitPython"' in res.stderr
    assert "MicroPython v1.22.0" in res.stderr
    assert snapshot(str(target)) == before


def test_bootloader_drive_gets_a_hint(tmp_path, repo):
    """The UF2 bootloader drive is refused with advice to drag the .uf2 first."""
    target = tmp_path / "BADGEBOOT"
    target.mkdir()
    (target / "INFO_UF2.TXT").write_text("UF2 Bootloader v3.14.0\nBoard-ID: SAMD51J19A-Badge-v0\n")
    res = run(str(target), "--repo", repo)
    assert res.returncode == 2
    assert ".uf2" in res.stderr
    assert sorted(os.listdir(target)) == ["INFO_UF2.TXT"]


def test_refuses_repo_without_code_py(tmp_path, drive):
    """--repo must point at the console's tree."""
    empty = tmp_path / "empty"
    empty.mkdir()
    res = run(drive, "--repo", str(empty), "--no-circup")
    assert res.returncode == 2
    assert "no code.py" in res.stderr
    assert sorted(os.listdir(drive)) == ["boot_out.txt"]


# ---- dry run ----------------------------------------------------------------------------------------------

def test_dry_run_lists_device_files_and_writes_nothing(repo, drive, bin_dir):
    """--dry-run names every device file and the circup command, skips host-only boards, writes nothing."""
    want = expected_files(repo)
    before = snapshot(drive)
    res = run(drive, "--repo", repo, "--dry-run", bin_dir=bin_dir)
    assert res.returncode == 0, res.stderr
    assert "pybadge" in res.stdout and "Adafruit Pybadge" in res.stdout
    names = listed(res.stdout)
    assert names == want
    assert {"code.py", "boards/pybadge.py"} <= names
    assert any(n.startswith("lib/") for n in names) and any(n.startswith("games/") for n in names)
    assert not names & set(HOST_ONLY)
    assert "boards/host.py" not in res.stdout and "headless" not in res.stdout
    assert "__pycache__" not in res.stdout
    assert "circup --path" in res.stdout and "install -r" in res.stdout
    assert "device-requirements.txt" in res.stdout
    assert snapshot(drive) == before


def test_dry_run_with_default_repo(drive):
    """Without --repo the tool deploys the repo it lives in (only once code.py exists there)."""
    if not os.path.isfile(os.path.join(ROOT, "code.py")):
        pytest.skip("the repo has no code.py yet")
    want = expected_files(ROOT)
    res = run(drive, "--dry-run", "--no-circup")
    assert res.returncode == 0, res.stderr
    # others may add or remove files meanwhile: check those that existed before and still exist
    still_there = {rel for rel in want if os.path.isfile(os.path.join(ROOT, *rel.split("/")))}
    assert still_there <= listed(res.stdout)
    assert not listed(res.stdout) & set(HOST_ONLY)
    assert os.listdir(drive) == ["boot_out.txt"]


def test_other_board_is_warned_about(repo, tmp_path):
    """A non-badge board still deploys but gets a warning naming what was found."""
    target = tmp_path / "CIRCUITPY"
    target.mkdir()
    (target / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.7 on 2025-04-01; Adafruit Feather M4 "
                                         "Express with samd51j19\nBoard ID:feather_m4_express\n")
    res = run(str(target), "--repo", repo, "--dry-run", "--no-circup")
    assert res.returncode == 0
    assert "feather_m4_express" in res.stdout
    assert "warning" in res.stdout and "not a PyBadge or PyGamer" in res.stdout


# ---- copying ----------------------------------------------------------------------------------------------

def test_copy_verifies_and_second_run_writes_nothing(repo, drive):
    """A deploy copies exactly the device set with equal checksums; a second deploy touches no file."""
    want = expected_files(repo)
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 0, res.stderr
    assert f"{len(want)} files copied, 0 unchanged, verified" in res.stdout
    assert "NVM" in res.stdout and "survive" in res.stdout
    for rel in want:
        assert sha(os.path.join(drive, *rel.split("/"))) == sha(os.path.join(repo, *rel.split("/"))), rel
    on_drive = {rel for rel in snapshot(drive) if rel.endswith(".py")}
    assert on_drive == want
    assert not any("__pycache__" in rel for rel in snapshot(drive))

    before = snapshot(drive)
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 0, res.stderr
    assert f"0 files copied, {len(want)} unchanged, verified" in res.stdout
    assert snapshot(drive) == before  # same bytes and same mtimes: nothing rewritten, not even the manifest


def test_changed_file_on_drive_is_rewritten(repo, drive):
    """A drive copy that differs from the source is written again, the others are not."""
    want = expected_files(repo)
    assert run(drive, "--repo", repo, "--no-circup").returncode == 0
    lib_file = min(rel for rel in want if rel.startswith("lib/"))
    with open(os.path.join(drive, "code.py"), "a") as fh:
        fh.write("# edited on the badge\n")
    os.remove(os.path.join(drive, *lib_file.split("/")))
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 0, res.stderr
    assert f"2 files copied, {len(want) - 2} unchanged, verified" in res.stdout
    assert listed(res.stdout) == {"code.py", lib_file}
    for rel in ("code.py", lib_file):
        assert sha(os.path.join(drive, *rel.split("/"))) == sha(os.path.join(repo, *rel.split("/")))


def test_leaves_everything_else_alone(repo, drive):
    """circup's libraries, unknown lib/ files, boot.py, settings.toml and other files survive untouched."""
    foreign = {"lib/adafruit_foo.mpy": "mpy", "lib/adafruit_display_text/label.mpy": "mpy",
               "lib/my_own_helper.py": "mine", "boot.py": "import storage\n", "settings.toml": "A = 1\n",
               "notes.txt": "hi", "lib/neopixel.mpy": "np"}
    for rel, text in foreign.items():
        _put(drive, rel, text)
    before = snapshot(drive)
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 0, res.stderr
    after = snapshot(drive)
    for rel in list(foreign) + ["boot_out.txt"]:
        assert after[rel] == before[rel], rel


def test_removes_stale_files_of_ours_only(repo, drive):
    """Stale .py in boards/ and games/ go; in lib/ only names an earlier deploy put there."""
    _put(drive, "games/gone.py", "old")
    _put(drive, "games/oldgame/rules.py", "old")
    _put(drive, "boards/host.py", "import pygame\n")
    _put(drive, "lib/my_own_helper.py", "mine")
    _put(repo, "lib/zz_temporary_module.py", "T = 1\n")
    ui_source = read_text(os.path.join(repo, "lib", "ui.py"))
    _put(repo, "lib/ui.py", ui_source + "\nimport zz_temporary_module  # noqa\n")
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 0, res.stderr
    assert {"games/gone.py", "games/oldgame/rules.py", "boards/host.py"} <= listed(res.stdout)
    assert not os.path.exists(os.path.join(drive, "games", "gone.py"))
    assert not os.path.exists(os.path.join(drive, "games", "oldgame"))
    assert not os.path.exists(os.path.join(drive, "boards", "host.py"))
    assert os.path.isfile(os.path.join(drive, "lib", "zz_temporary_module.py"))

    os.remove(os.path.join(repo, "lib", "zz_temporary_module.py"))
    _put(repo, "lib/ui.py", ui_source)
    dry = run(drive, "--repo", repo, "--no-circup", "--dry-run")
    assert "remove lib/zz_temporary_module.py" in dry.stdout
    assert os.path.isfile(os.path.join(drive, "lib", "zz_temporary_module.py"))
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 0, res.stderr
    assert "1 stale removed" in res.stdout
    assert not os.path.exists(os.path.join(drive, "lib", "zz_temporary_module.py"))
    assert read_text(os.path.join(drive, "lib", "my_own_helper.py")) == "mine"


# ---- circup -----------------------------------------------------------------------------------------------

def test_runs_circup_with_the_requirements(repo, drive, bin_dir, tmp_path):
    """With circup on PATH the tool runs it against the drive with tools/device-requirements.txt."""
    record = str(tmp_path / "circup-args")
    fake_circup(bin_dir, record)
    res = run(drive, "--repo", repo, bin_dir=bin_dir)
    assert res.returncode == 0, res.stderr
    args = read_text(record).split("\n")
    assert args[:4] == ["--path", drive, "install", "-r"]
    assert args[4].endswith(os.path.join("tools", "device-requirements.txt")) and os.path.isfile(args[4])


def test_no_circup_is_respected(repo, drive, bin_dir, tmp_path):
    """--no-circup never starts circup, even when it is installed."""
    record = str(tmp_path / "circup-args")
    fake_circup(bin_dir, record)
    for extra in ((), ("--dry-run",)):
        res = run(drive, "--repo", repo, "--no-circup", *extra, bin_dir=bin_dir)
        assert res.returncode == 0, res.stderr
        assert not os.path.exists(record)
        assert "install -r" not in res.stdout


def test_circup_failure_is_reported(repo, drive, bin_dir, tmp_path):
    """A failing circup gives exit 1 and the command to retry; the copied files stay verified."""
    fake_circup(bin_dir, str(tmp_path / "circup-args"), status=3)
    res = run(drive, "--repo", repo, bin_dir=bin_dir)
    assert res.returncode == 1
    assert "circup failed" in res.stderr and "circup --path" in res.stderr
    assert "verified" in res.stdout


def test_circup_absent_prints_instructions(repo, drive, bin_dir):
    """Without circup the deploy still succeeds and says how to install the libraries."""
    res = run(drive, "--repo", repo, bin_dir=bin_dir)
    assert res.returncode == 0, res.stderr
    assert "pip install circup" in res.stdout
    assert f"circup --path {drive} install -r" in res.stdout
    assert "neopixel, adafruit_ticks" in res.stdout


# ---- files of the tool ------------------------------------------------------------------------------------

def test_help_explains_mpy_and_saves():
    """--help says how .mpy compiling is found and that saves survive."""
    res = run("--help")
    assert res.returncode == 0
    assert "mpy-cross" in res.stdout and "circuitpython-build-tools" in res.stdout and "--no-mpy" in res.stdout
    assert "NVM" in res.stdout


# ---- compiling to .mpy ------------------------------------------------------------------------------------

# A shell script, not Python: the deploy runs it once per module, and a Python start per module made the
# compiling tests take 12 s.
FAKE_MPY_CROSS = """#!/bin/sh
if [ "$1" = "--version" ]; then echo {version!r}; exit 0; fi
out=""; name=""; src=""; opt=""
while [ $# -gt 0 ]; do
  case "$1" in -o) out="$2"; shift 2;; -s) name="$2"; shift 2;; -O*) opt="$1"; shift;; *) src="$1"; shift;; esac
done
if {grep} -q "SYNTAX ERROR HERE" "$src"; then echo "SyntaxError: invalid syntax" >&2; exit 1; fi
printf 'C\\006\\000\\037%s %s ' "$opt" "$name" > "$out"
{cksum} < "$src" >> "$out"
"""


def fake_mpy_cross(bin_dir, version="CircuitPython 9.2.7 on 2025-04-01; mpy-cross emitting mpy v6.3"):
    """Put an mpy-cross on PATH that answers --version like CircuitPython's and writes a tagged .mpy."""
    path = os.path.join(bin_dir, "mpy-cross")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(FAKE_MPY_CROSS.format(version=version, grep=shutil.which("grep"), cksum=shutil.which("cksum")))
    os.chmod(path, 0o755)
    return path


def test_without_mpy_cross_the_sources_are_copied_and_it_says_so(repo, drive, bin_dir):
    """No compiler: .py files go over, and the output names the package that provides one."""
    res = run(drive, "--repo", repo, "--no-circup", bin_dir=bin_dir)
    assert res.returncode == 0, res.stderr
    assert "Copying .py sources, not .mpy" in res.stdout and "circuitpython-build-tools" in res.stdout
    assert os.path.isfile(os.path.join(drive, "lib", "app.py"))


def test_with_circuitpythons_mpy_cross_modules_go_over_as_mpy(repo, drive, bin_dir):
    """Every module but code.py and __init__.py is compiled; a second run writes nothing; --no-mpy goes back."""
    fake_mpy_cross(bin_dir)
    res = run(drive, "--repo", repo, "--no-circup", bin_dir=bin_dir)
    assert res.returncode == 0, res.stderr
    assert "Compiling to .mpy with" in res.stdout
    on_drive = set(snapshot(drive))
    for rel in expected_files(repo):
        name = rel.rsplit("/", 1)[-1]
        if rel == "code.py" or name == "__init__.py":
            assert rel in on_drive, rel
        else:
            assert rel[:-3] + ".mpy" in on_drive and rel not in on_drive, rel
    with open(os.path.join(drive, "games", "bog", "rules.mpy"), "rb") as fh:
        data = fh.read()
    # without line numbers (-O3), named by the file's name alone (one interned name for every game's rules)
    assert data.startswith(b"C\x06\x00\x1f-O3 rules.py ")
    again = run(drive, "--repo", repo, "--no-circup", bin_dir=bin_dir)
    assert "0 files copied" in again.stdout
    back = run(drive, "--repo", repo, "--no-circup", "--no-mpy", bin_dir=bin_dir)
    assert back.returncode == 0, back.stderr
    on_drive = set(snapshot(drive))
    assert "lib/app.py" in on_drive and "lib/app.mpy" not in on_drive
    assert "games/bog/rules.py" in on_drive and "games/bog/rules.mpy" not in on_drive


def test_micropythons_mpy_cross_is_refused(repo, drive, bin_dir):
    """MicroPython's compiler makes files CircuitPython rejects: the tool copies .py instead and says why."""
    fake_mpy_cross(bin_dir, version="MicroPython v1.24.0 on 2024-10-25; mpy-cross emitting mpy v6.3")
    res = run(drive, "--repo", repo, "--no-circup", bin_dir=bin_dir)
    assert res.returncode == 0
    assert "is not CircuitPython's mpy-cross" in res.stdout
    assert os.path.isfile(os.path.join(drive, "lib", "app.py"))


def test_mpy_cross_for_another_major_is_refused(repo, drive, bin_dir):
    """An 8.x compiler writes an older .mpy format than a 9.x board reads."""
    fake_mpy_cross(bin_dir, version="CircuitPython 8.2.10 on 2024-01-01; mpy-cross emitting mpy v5")
    res = run(drive, "--repo", repo, "--no-circup", bin_dir=bin_dir)
    assert "compiles for CircuitPython 8" in res.stdout
    assert os.path.isfile(os.path.join(drive, "lib", "app.py"))


def test_a_compile_error_stops_before_writing(repo, drive, bin_dir):
    """A module that does not compile fails the deploy with its name, and nothing is written."""
    fake_mpy_cross(bin_dir)
    _put(repo, "lib/broken.py", "X = (1 +\n")
    _put(repo, "lib/app.py", read_text(os.path.join(repo, "lib", "app.py")) + "\nimport broken  # noqa\n")
    res = run(drive, "--repo", repo, "--no-circup", bin_dir=bin_dir)
    assert res.returncode == 2  # the import scan reads every module first: it stops there, before compiling
    assert "lib/broken.py does not parse (line 1)" in res.stderr
    assert set(snapshot(drive)) == {"boot_out.txt"}


def test_device_requirements_lists_exactly_the_libraries_the_device_imports():
    """tools/device-requirements.txt parses (the way circup does) to the bundle libraries the device imports:
    each is imported by a device module, and every import that is neither ours nor built in is listed."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import deploy
    finally:
        sys.path.pop(0)
    with open(os.path.join(ROOT, "tools", "device-requirements.txt")) as fh:
        names = [line.strip().lower() for line in fh if line.strip() and not line.strip().startswith("#")]
    assert sorted(names) == ["adafruit_ticks", "neopixel"]
    _ours, outside = deploy.scan(ROOT)
    third_party = {top for top in outside if top not in deploy.CIRCUITPY_MODULES}
    assert third_party == set(names)


# ---- what the device imports ---------------------------------------------------------------------------

def test_the_deploy_writes_every_module_the_device_imports_and_nothing_of_the_desktop(repo, drive):
    """boards/badge_io.py (imported by both board modules) goes over; the desktop boards never do."""
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 0, res.stderr
    assert "every module the device imports is on the drive" in res.stdout
    on_drive = set(snapshot(drive))
    assert "boards/badge_io.py" in on_drive
    assert not on_drive & set(HOST_ONLY)
    assert on_drive - {"boot_out.txt", ".deploy-manifest"} == expected_files(repo)


def test_a_module_nobody_provides_stops_the_deploy_before_writing(repo, drive):
    """An import that is not ours, not built into CircuitPython and not a listed library: refused by name."""
    _put(repo, "lib/ui.py", read_text(os.path.join(repo, "lib", "ui.py")) + "\nimport not_on_any_badge  # noqa\n")
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 2
    assert "ui imports not_on_any_badge" in res.stderr and "ImportError" in res.stderr
    assert set(snapshot(drive)) == {"boot_out.txt"}


def test_a_module_of_ours_removed_from_the_repo_stops_the_deploy(repo, drive):
    """Removing a file that the device imports (boards/badge_io.py) makes the deploy itself fail, naming it."""
    os.remove(os.path.join(repo, "boards", "badge_io.py"))
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 2
    assert "imports boards" in res.stderr and "badge_io" not in snapshot(drive)


def test_an_import_guarded_by_except_importerror_may_be_missing(repo, drive):
    """try: import X / except ImportError is the subset's way to be optional: the deploy lets it pass."""
    guarded = "\ntry:\n    import typing_only_on_desktop  # noqa\nexcept ImportError:\n    pass\n"
    _put(repo, "lib/ui.py", read_text(os.path.join(repo, "lib", "ui.py")) + guarded)
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 0, res.stderr


def test_stale_never_removes_a_module_the_device_imports(repo, drive):
    """A badge_io.py already on the drive (an earlier deploy) is kept, not removed as stale."""
    _put(drive, "boards/badge_io.py", read_text(os.path.join(repo, "boards", "badge_io.py")))
    res = run(drive, "--repo", repo, "--no-circup")
    assert res.returncode == 0, res.stderr
    assert "remove boards/badge_io.py" not in res.stdout
    assert sha(os.path.join(drive, "boards", "badge_io.py")) == sha(os.path.join(repo, "boards", "badge_io.py"))


def test_the_deploy_fails_when_what_it_wrote_misses_a_module(repo, drive, monkeypatch, capsys):
    """The deploy checks its own output: a build that leaves out lib/keys.py ends in failure naming keys."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import deploy
    finally:
        sys.path.pop(0)
    real_build = deploy.build

    def losing_build(repo_, files, compiler, workdir):
        return [(rel, data) for rel, data in real_build(repo_, files, compiler, workdir) if rel != "lib/keys.py"]

    monkeypatch.setattr(deploy, "build", losing_build)
    status = deploy.main([drive, "--repo", repo, "--no-circup", "--no-mpy"])
    assert status == deploy.EXIT_FAILED
    assert "does not provide keys" in capsys.readouterr().err


def test_the_headroom_message_says_what_each_deploy_leaves_from_the_measured_figures(tmp_path):
    """deploy.headroom() quotes tools/device-figures.json (measured in CircuitPython's own runtime): within the
    badge's heap it gives what is left; over it, even compiled, it says a long game may run short and that the
    badge then starts again from the last saved turn."""
    import json

    sys.path.insert(0, os.path.join(ROOT, "tools"))
    try:
        import deploy
    finally:
        sys.path.pop(0)
    os.makedirs(tmp_path / "tools")
    figures = tmp_path / "tools" / "device-figures.json"
    figures.write_text(json.dumps({"min_heap_source_kb": 128, "min_heap_mpy_kb": 117, "badge_free_kb": 155}))
    said = deploy.headroom(str(tmp_path))
    assert "needs up to 128 KB of the badge's 155 KB, about 27 KB to spare (compiled: 117 KB, 38 KB" in said
    figures.write_text(json.dumps({"min_heap_source_kb": 165.3, "min_heap_mpy_kb": 158.3, "badge_free_kb": 155}))
    said = deploy.headroom(str(tmp_path))
    assert "up to 165 KB of the badge's 155 KB (158 KB compiled, also more than it has)" in said
    assert "starts again from the last saved turn" in said
    figures.write_text("{")  # unreadable: the general words only
    assert "takes more of its memory" in deploy.headroom(str(tmp_path))
