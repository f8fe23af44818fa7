"""Device truth: every device module compiles within the badge's budget, the game pieces agree on their
layout constants and import without circles, and the whole console runs in the device model (CircuitPython
10.2.1's own 32-bit runtime, the hardware stand-ins) with its heap measured; a MemoryError at a game start is
told to the player. The tests that run CircuitPython need its interpreter (POCKETBOG_CIRCUITPYTHON,
tools/cpruntime.py); without it they are skipped, with the reason."""

import ast
import importlib.util
import os
import tempfile

import compilepeak
import cpruntime
import devmodel
import pytest

import games

ROOT = compilepeak.ROOT
GAME_IDS = [row[0] for row in games.GAMES]
needs_circuitpython = pytest.mark.skipif(not cpruntime.available(), reason="CircuitPython's 32-bit runtime is not "
                                         "given (POCKETBOG_CIRCUITPYTHON; docs/circuitpython.md)")


# ------------------------------------------------------------------------------------- compile peaks

@needs_circuitpython
def test_every_device_module_compiles_within_the_budget():
    """CircuitPython's compiler in a fixed 30 KB heap compiles every module the badge imports from source."""
    tool = cpruntime.require()[0]
    over = [p for p in compilepeak.device_modules() if not compilepeak.compiles(os.path.join(ROOT, p),
                                                                               compilepeak.BUDGET_KB, tool)]
    assert over == [], "over %d KB to compile on the badge: %s" % (compilepeak.BUDGET_KB, over)


@needs_circuitpython
def test_compile_peak_search_finds_the_smallest_heap(tmp_path):
    """The binary search returns a heap that compiles where one KB less does not."""
    src = tmp_path / "m.py"
    src.write_text("".join("def f%d(a, b):\n    return [a + b * %d for _ in range(3)]\n" % (i, i) for i in range(60)))
    kb = compilepeak.peak_kb(str(src))
    assert compilepeak.compiles(str(src), kb) and not compilepeak.compiles(str(src), kb - 1)


# ------------------------------------------------------------------- game pieces: constants and imports

def _imports(path, package):
    """Modules of the package that a file imports (at top level or inside functions)."""
    out = set()
    for node in ast.walk(ast.parse(open(path).read())):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == package:
                out |= {package + "." + a.name for a in node.names}
            elif node.module.startswith(package + "."):
                out.add(node.module)
        elif isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.startswith(package + ".")}
    return out


@pytest.mark.parametrize("gid", GAME_IDS)
def test_a_games_pieces_import_without_circles_and_never_import_rules(gid):
    """rules -> play -> moves -> core; cold pieces never import rules.py; no module reaches itself."""
    package = "games." + gid
    folder = os.path.join(ROOT, "games", gid)
    graph = {}
    for f in sorted(os.listdir(folder)):
        if f.endswith(".py") and f != "__init__.py":
            graph[package + "." + f[:-3]] = _imports(os.path.join(folder, f), package)
    for module, deps in graph.items():
        if not module.endswith((".rules", ".view", ".pages")):
            assert package + ".rules" not in deps, "%s imports rules.py" % module

    def reaches(start, goal, seen):
        for dep in graph.get(start, ()):
            if dep == goal or (dep not in seen and (seen.add(dep) or reaches(dep, goal, seen))):
                return True
        return False

    circles = [m for m in graph if reaches(m, m, set())]
    assert circles == [], "import circles through %s" % circles


# --------------------------------------------------------------------------------- the stand-ins

def _standin(name):
    """Load a stand-in module by path (Blinka's displayio keeps its own name in this process)."""
    folder = os.path.join(ROOT, "tools", "devmodel", "standins")
    for dep in ("_heap",):
        if dep not in globals():
            spec = importlib.util.spec_from_file_location(dep, os.path.join(folder, dep + ".py"))
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            globals()[dep] = mod
    import sys
    saved = sys.modules.get("_heap")
    sys.modules["_heap"] = globals()["_heap"]
    try:
        spec = importlib.util.spec_from_file_location("standin_" + name, os.path.join(folder, name + ".py"))
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
    finally:
        if saved is None:
            del sys.modules["_heap"]
        else:
            sys.modules["_heap"] = saved
    return mod


@pytest.mark.parametrize("width,height,values,data_bytes", [
    (10, 1, 2, 4),  # 1 bit, one 32-bit word a row
    (33, 2, 2, 16),  # 33 bits pad to two words a row
    (10, 3, 3, 12),  # 3 values need 2 bits: 20 bits -> one word a row
    (10, 1, 5, 8),  # 5 values need 4 bits: 40 bits -> two words
    (3, 2, 17, 8),  # 17 values need 8 bits: 24 bits -> one word a row
    (3, 1, 300, 8),  # 300 values need 16 bits: 48 bits -> two words
])
def test_the_bitmap_stand_in_allocates_circuitpythons_pixel_words(width, height, values, data_bytes):
    """Bits per value rounded up to 1/2/4/8/16 and rows padded to 32 bits, as CircuitPython stores them."""
    displayio = _standin("displayio")
    bmp = displayio.Bitmap(width, height, values)
    assert len(bmp._data) == data_bytes
    bmp[width - 1, height - 1] = values - 1
    assert bmp[width - 1, height - 1] == values - 1 and bmp[0, 0] == 0


def test_the_tilegrid_and_palette_stand_ins_keep_their_data():
    """Tile indices inline up to 4, a byte each beyond; palette entries and transparency kept."""
    displayio = _standin("displayio")
    sheet = displayio.Bitmap(12, 4, 2)
    pal = displayio.Palette(3)
    pal[2] = (1, 2, 3)
    pal.make_transparent(1)
    assert pal[2] == 0x010203 and pal.is_transparent(1) and not pal.is_transparent(2)
    grid = displayio.TileGrid(sheet, pixel_shader=pal, width=5, height=2, tile_width=4, tile_height=4)
    assert isinstance(grid._tiles, bytearray) and len(grid._tiles) == 10
    grid[4, 1] = 2
    assert grid[9] == 2
    with pytest.raises(ValueError):
        grid[0] = 3  # the sheet has 3 tiles
    group = displayio.Group()
    group.append(grid)
    with pytest.raises(ValueError):
        displayio.Group().append(grid)  # a layer belongs to one group


# ------------------------------------------------------------------------------------ the model

@pytest.fixture(scope="module")
def stage_dir():
    """The console deployed compiled (tools/deploy.py) to a fake CIRCUITPY, the stand-ins beside it: built
    once for this module's model runs; (drive, stand-ins)."""
    with tempfile.TemporaryDirectory(prefix="devmodel-test-") as path:
        yield devmodel.stage(path, compiled=True)


@pytest.fixture(scope="module")
def drives():
    """The console deployed both ways, as a user would: {"source": (drive, stand-ins), "mpy": (...)}."""
    with tempfile.TemporaryDirectory(prefix="devmodel-drives-") as path:
        yield {kind: devmodel.stage(path, compiled=(kind == "mpy")) for kind in ("source", "mpy")}


@needs_circuitpython
def test_the_console_s_names_open_an_interned_name_pool_of_their_own_as_on_a_badge(stage_dir):
    """On a badge the stand-ins' names are in the firmware: the model fills the pool its glue's names started
    (model.py fill_name_pool), so the console's first new name opens a pool of 1,280 entries (about 9 KB, what
    a badge's pools for 630-1,270 names of the console's take) and the next one fits in it."""
    check = devmodel.name_pool(stage_dir)
    assert 300 < check["padded"] < 1260
    assert 8900 <= check["first"] <= 9200, check  # 1,280 entries of 7 bytes and a header, and the name's text
    assert check["second"] < 100, check


@needs_circuitpython
def test_the_console_boots_starts_a_game_plays_and_goes_home_in_the_model(stage_dir):
    """The fast form of the device model: BOG, a few turns, every milestone measured, no error."""
    records = devmodel.run_model(*stage_dir, ["bog"], 3)
    peaks = {p: 1 for p in compilepeak.device_modules()}
    fig = devmodel.analyse(records, peaks, {})
    assert fig["errors"] == []
    ats = [m[0] for m in fig["milestones"]]
    assert ats == ["baseline", "launcher", "players", "started", "turns", "home"]
    kept = {m[0]: m[2] for m in fig["milestones"]}
    # the boot reads every Players page of a full statistics ring (the last games, five tables, 9 players'
    # pages), and their code leaves the heap after: the launcher keeps what it kept before
    assert [r["pages"] for r in records if r["k"] == "players"] == [15]
    assert kept["players"] - kept["launcher"] <= 1024
    in_players = {r["m"] for r in records if r["k"] == "import" and r["at"] == "players"}
    assert {"players_screen", "stats"} <= in_players
    assert 0 < kept["launcher"] < kept["started"]  # a game adds its modules and its view
    assert kept["home"] < kept["started"]  # leaving frees the game
    # starting the game and going home each reload the badge: code.py runs again in a fresh interpreter,
    # which boots straight into the game (without the launcher), then finds the save
    assert [r["m"] for r in records if r["k"] == "import"].count("code") == 3
    in_game = [r["m"] for r in records if r["k"] == "import" and r["at"].startswith(("start", "play"))]
    assert "games.bog.view" in in_game and "launcher" not in in_game
    assert kept["home"] - kept["launcher"] <= 1536  # the launcher again, now with "Resume BOG"
    imported = {r["m"] for r in records if r["k"] == "import"}
    assert {"boards.pybadge", "app", "launcher", "games.bog.rules", "games.bog.view"} <= imported
    assert fig["frames"] > 0 and 0 < fig["frame_p50_us"] <= fig["frame_p99_us"]
    # the heap kept between frames counts, not only at milestones: the most of every frame's collection
    assert [r for r in records if r["k"] == "top"]
    assert fig["kept_top_bytes"] >= max(kept.values())
    assert fig["peak_mpy_bytes"] >= fig["kept_top_bytes"] and fig["peak_source_bytes"] >= fig["kept_top_bytes"]
    assert any(name in fig["kept_top_at"] for name in ("GameScreen", "CpuTurn", "Menu", "Screen"))


@needs_circuitpython
def test_a_memory_error_while_starting_a_game_is_told_and_the_save_kept(stage_dir):
    """The stand-ins raise MemoryError as the view is built: the console names the game, says to press
    reset, writes nothing to NVM and shows no traceback."""
    out = devmodel.oom_start(stage_dir, "lebog")
    assert out["raised"] == 1
    said = " ".join(out["texts"].split(" | "))  # the page wraps its lines; read them as one text
    assert "Not enough memory to start Le Bog: press reset" in said, out["texts"]
    assert "press reset" in out["texts"].lower()
    assert "Traceback" not in out["texts"]
    assert out["nvm_same"] == 1 and out["in_game"] == 0


# ----------------------------------------------------------------------- the deployed drive is the product

@needs_circuitpython
def test_the_deploy_writes_a_drive_that_holds_everything_the_device_imports(drives):
    """Both deploys: code.py, boards/ (badge_io too, no desktop board), lib/, games/, circup's libraries;
    nothing of the repository's tools or tests."""
    for kind, (drive, _native) in drives.items():
        ext = ".mpy" if kind == "mpy" else ".py"
        assert os.path.isfile(os.path.join(drive, "code.py")), kind
        assert os.path.isfile(os.path.join(drive, "boards", "badge_io" + ext)), kind
        assert not os.path.exists(os.path.join(drive, "boards", "host" + ext)), kind
        assert os.path.isfile(os.path.join(drive, "lib", "app" + ext)), kind
        assert os.path.isfile(os.path.join(drive, "lib", "adafruit_ticks.mpy")), kind
        assert not any(os.path.exists(os.path.join(drive, top)) for top in ("tools", "tests_host")), kind


@needs_circuitpython
@pytest.mark.parametrize("gid", GAME_IDS)
def test_the_deployed_drive_boots_and_plays_every_game_with_a_cpu_at_every_level(drives, gid):
    """From the deployed folder alone (CircuitPython 10.2.1, 32-bit, the drive's root and lib/ and the stand-ins on the
    path, nothing of the repository), both deploys: boot, launcher, the game at its most seats with the last
    seat a CPU of each level (and Hard at the fewest seats, where CPUs decide otherwise), turns until
    that CPU has played, home; no error shown."""
    for kind, (drive, native) in drives.items():
        for seat in ["easy", "normal", "hard"] + devmodel.seatings_of(gid, ("hard",), ("fewest",)):
            records = devmodel.run_model(drive, native, [gid], 14, seat=seat, heap_kb=devmodel.ROOMY_KB)
            assert devmodel.completes(records, [gid]) == "", (kind, seat)
            paths = [r["path"] for r in records if r["k"] == "file"]
            assert paths and all(p.startswith(drive) for p in paths), (kind, paths)
            cpus = {r["seat"] for r in records if r["k"] == "cpu"}
            assert cpus, "%s %s: no CPU turn was played" % (kind, seat)
            if "@" in seat:  # the last seat of that many
                assert cpus == {int(seat.split("@")[1]) - 1}, (kind, seat, cpus)


@needs_circuitpython
def test_the_scenario_plays_a_game_to_its_score_sheet_in_a_fresh_heap_then_a_second_game(drives):
    """The fixed heaps' scenario (BOG with a CPU Hard, compiled): the first game to its end, its final position
    booted in a fresh heap (lib/gameover.py), its score sheet ("turns") and the launcher ("home") in that heap
    (no write, no reload), a second game started from the launcher, home again; no error."""
    drive, native = drives["mpy"]
    records = devmodel.run_model(drive, native, devmodel.scenario("bog"), 20, seat="hard")
    assert devmodel.completes(records, ["bog"]) == ""
    ats = [r["at"] for r in records if r["k"] == "mile" and r["game"] == "bog"]
    assert ats == ["started", "final", "turns", "home", "started", "turns", "home"]
    assert [r for r in records if r["k"] == "cpu"], "the CPU never played"


@needs_circuitpython
@pytest.mark.parametrize("gid", GAME_IDS)
def test_memory_running_short_never_stops_the_badge(drives, gid):
    """Each game's scenario with a CPU Hard, compiled, in a fixed heap 8 KB under the game's need (the most its
    heap keeps at any frame, measured first in a roomy heap: it cannot fit below that): the interpreter never
    stops on a MemoryError; every shortage is told on screen, mid-game by reloading into the last saved turn
    (lib/app.py recover), and the badge goes on to its launcher."""
    drive, native = drives["mpy"]
    roomy = devmodel.run_model(drive, native, devmodel.scenario(gid), 20, seat="hard")
    need = max(r["kept"] for r in roomy if r["k"] == "top") / 1024
    heap = int(need + devmodel.glue_kb(drive, native)) - 8
    records = devmodel.run_model(drive, native, devmodel.scenario(gid), 20, seat="hard", heap_kb=heap,
                                 timeout=devmodel.PROBE_TIMEOUT_S)
    told = [r for r in records if r["k"] in ("error", "short")]
    assert told, "no shortage 8 KB under the most the heap keeps"
    # the console's words for a shortage, and the model's note of a game it could not start after one
    assert all("memory allocation failed" in r["text"] or r["text"].startswith("no game started") for r in told), told
    assert any("memory allocation failed" in r["text"] for r in told), told
    back = [r for r in records if r["k"] == "mile" and r["at"] in ("home", "launcher") and r["game"] == gid]
    assert back, "the badge never got back to its launcher"


@needs_circuitpython
def test_the_heap_map_at_the_first_shortage_is_printed_for_a_developer(drives, monkeypatch, capsys):
    """DEVMODEL_HEAPMAP=1: at the console's first MemoryError the model prints the heap's block map (what fills
    the heap, how small its holes are) with the shortage; without it, nothing of the kind."""
    drive, native = drives["mpy"]
    heap = int(devmodel.glue_kb(drive, native)) + 85  # the launcher fits, a game with its board does not
    devmodel.run_model(drive, native, ["bog"], 2, seat="people", heap_kb=heap, timeout=devmodel.PROBE_TIMEOUT_S)
    assert "GC memory layout" not in capsys.readouterr().err
    monkeypatch.setenv("DEVMODEL_HEAPMAP", "1")
    devmodel.run_model(drive, native, ["bog"], 2, seat="people", heap_kb=heap, timeout=devmodel.PROBE_TIMEOUT_S)
    err = capsys.readouterr().err
    assert "heap map at: memory allocation failed" in err and err.count("GC memory layout") == 1
    # DEVMODEL_HEAPMAP=raise: the shortage is not caught, so the runtime prints where it was raised
    monkeypatch.setenv("DEVMODEL_HEAPMAP", "raise")
    with pytest.raises(RuntimeError) as failed:
        devmodel.run_model(drive, native, ["bog"], 2, seat="people", heap_kb=heap, timeout=devmodel.PROBE_TIMEOUT_S)
    assert "Traceback" in str(failed.value) and "MemoryError: memory allocation failed" in str(failed.value)


@needs_circuitpython
def test_the_modules_loaded_at_each_peak_are_listed_for_a_developer(drives, monkeypatch):
    """DEVMODEL_TOPMODS=1: each "top" record names the modules loaded at that peak ("mods"); without it, none."""
    drive, native = drives["mpy"]
    records = devmodel.run_model(drive, native, ["bog"], 2, seat="people")
    assert not [r for r in records if r["k"] == "top" and "mods" in r]
    monkeypatch.setenv("DEVMODEL_TOPMODS", "1")
    records = devmodel.run_model(drive, native, ["bog"], 2, seat="people")
    tops = [r for r in records if r["k"] == "top" and r.get("mods")]
    assert tops and all("app" in r["mods"].split() for r in tops)
    assert any("games.bog.view" in r["mods"].split() for r in tops)


@needs_circuitpython
def test_a_model_run_is_the_same_at_every_run_of_its_seed(drives):
    """The fixed-heap search repeats one run at every heap size: with the same seed the model deals the same
    game and presses the same keys (its badge deals from the seed, not from os.urandom), so what the heap
    keeps at each milestone is the same; another seed deals another game (the heap it keeps may round to the
    same blocks as the first seed's: one of the other seeds keeps another)."""
    drive, native = drives["mpy"]

    def kept(seed):
        records = devmodel.run_model(drive, native, ["lebog"], 4, seed=seed, seat="people",
                                     heap_kb=devmodel.ROOMY_KB)
        return [r["kept"] for r in records if r["k"] == "mile"]

    first = kept(devmodel.SEEDS[0])
    assert kept(devmodel.SEEDS[0]) == first
    assert any(kept(seed) != first for seed in devmodel.SEEDS[1:])


@needs_circuitpython
def test_a_drive_missing_a_file_the_device_imports_does_not_boot(tmp_path):
    """The same model run fails when the deployed tree lacks boards/badge_io (the file the first deploy tool
    left out): the test would have caught that badge."""
    drive, native = devmodel.stage(str(tmp_path), compiled=False)
    os.remove(os.path.join(drive, "boards", "badge_io.py"))
    with pytest.raises(RuntimeError, match="badge_io"):
        devmodel.run_model(drive, native, ["bog"], 2, heap_kb=devmodel.ROOMY_KB)


@needs_circuitpython
def test_code_py_on_the_drive_shows_what_stopped_the_console(drives):
    """code.py's stopped() under MicroPython, from the drive: the badge's terminal comes back on the screen
    with what went wrong and "press reset"."""
    import subprocess

    drive, native = drives["mpy"]
    script = os.path.join(os.path.dirname(drive), "stop.py")
    with open(script, "w") as fh:
        fh.write("import sys\nsys.path[:] = [%r, %r, %r]\n" % (native, drive, drive + "/lib")
                 + "import code, displayio\nfrom boards import pybadge\n"
                 + "code.stopped(ImportError(\"no module named 'boards.badge_io'\"), pybadge)\n"
                 + "print('TERMINAL', pybadge.display.root_group is displayio.CIRCUITPYTHON_TERMINAL)\n")
    out = subprocess.run([cpruntime.require()[0], script], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert "Pocket Bog stopped:" in out.stdout and "ImportError: no module named 'boards.badge_io'" in out.stdout
    assert "Press reset" in out.stdout and "TERMINAL True" in out.stdout


def test_code_py_on_the_desktop_names_the_error_and_raises_it(monkeypatch, capsys):
    """On the desktop the same words are printed and the error still raises (the developer gets the traceback)."""
    import runpy

    import boards

    def broken(_argv=()):
        raise ImportError("no module named 'boards.badge_io'")

    monkeypatch.setattr(boards, "pick", broken)
    with pytest.raises(ImportError):
        runpy.run_path(os.path.join(ROOT, "code.py"), run_name="__main__")
    said = capsys.readouterr().out
    assert "Pocket Bog stopped:" in said and "Press reset to start again." in said



_QSTR_PROBE = """
import sys
sys.path[:] = [%r, %r]
import micropython
import ui
line = ui.TextLine(0, 0, 26)
label = ui.text("", 0, 0)
line.set("warm up")
label.text = "warm up"
micropython.qstr_info()
line.set("{|}`^ QZJX [] <> ~")
label.text = "{|}`^ QZJX\\n[] <> ~"
micropython.qstr_info()
"""


def test_drawing_text_interns_no_string_on_the_badge():
    """MicroPython interns the one-character string that s[i] returns; a character drawn for the first time
    mid-game would grow the interned-string pool by a block a fragmented heap may lack (the device model saw
    Le Bog stop there). Drawing text with characters never drawn before interns nothing (native MicroPython,
    the stand-ins for displayio and terminalio)."""
    native = devmodel.micropython_unix()
    if native is None:
        pytest.skip("the native MicroPython (requirements-host.txt) is missing")
    import subprocess

    code = _QSTR_PROBE % (devmodel.STANDINS, os.path.join(ROOT, "lib"))
    out = subprocess.run([native, "-c", code], capture_output=True, text=True, check=True).stdout
    counts = [line.split("n_qstr=")[1].split(",")[0] for line in out.splitlines() if "n_qstr=" in line]
    assert len(counts) == 2 and counts[0] == counts[1], out


def test_launcher_growth_counts_fresh_launchers_and_the_final_vm_apart():
    """The growth budget compares a launcher in a fresh VM after a game with the first one (what a game left
    behind); the launcher the score sheet opens in the final position's VM is its own figure."""
    miles = [("launcher", "", 58000), ("started", "bog", 90000), ("home in place", "bog", 69800),
             ("started", "bog", 91000), ("home", "bog", 58500)]
    assert devmodel._growth(miles) == 500
    assert devmodel._growth(miles, "home in place") == 11800


def test_a_row_failing_at_the_ceiling_is_kept_as_the_ceiling_net_of_the_glue(tmp_path):
    """The figures tools/deploy.py reads: a row that fails even at the ceiling (None) counts as the ceiling net of
    the glue, for its game and overall (it once counted as 0 for its game, and null overall made the headroom
    message's comparison fail)."""
    import json

    import deploy

    heaps = {"games": {"lebog": {"people": {"source": 150.0, "mpy": 130.0, "source_fr": None, "mpy_fr": None}},
                       "bog": {"people": {"source": 120.0, "mpy": 110.0}}},
             "glue_kb": {"source": 53.0, "mpy": 53.0}}
    result = {"fixed_heaps": heaps, "min_heap_source_kb": None, "min_heap_mpy_kb": None}
    (tmp_path / "tools").mkdir()
    devmodel.write_figures(result, str(tmp_path / "tools" / "device-figures.json"))
    figures = json.loads((tmp_path / "tools" / "device-figures.json").read_text())
    ceiling = devmodel.HEAP_CEILING_KB - 53.0
    assert figures["games"]["lebog"] == {"source": ceiling, "mpy": ceiling}
    assert figures["games"]["bog"] == {"source": 120.0, "mpy": 110.0}
    assert figures["min_heap_mpy_kb"] == ceiling and figures["min_heap_source_kb"] == ceiling
    assert "%.0f KB" % ceiling in deploy.headroom(str(tmp_path))
