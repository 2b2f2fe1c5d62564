"""Large corpora: shards, parallel runs and merging shard results.

  rulings run --shard K/N [--durations results.json]   the K-th of N parts of the scenarios (one CI job each)
  rulings run -n N|auto                                 N shards at once on this machine, merged into --out
  rulings merge OUT RESULTS...                          one results.json, junit.xml, Cucumber file and report
                                                        from shard runs (mtg_rulings/runner/shards.py)

A parallel run is N ``rulings run --shard k/N`` processes (each supervised as a serial run is, with its own
journal), merged as ``rulings merge`` merges CI shards: so a parallel run writes what a serial one writes. Each
shard also writes, side by side with the others, its part of what the merge would otherwise make alone from every
feature file (``--rulings-reports shard``): the Cucumber Messages of its own files and the scenarios it collected,
which the merge joins (:func:`_write_from_parts`).
Registered on the main group by :func:`register` (mtg_rulings/cli/app.py), before the baseline options wrap ``run``.
"""

from __future__ import annotations

import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import click

from mtg_rulings.adapters.processes import start_held
from mtg_rulings.cli.outdir import claim
from mtg_rulings.cli.parallel import auto_workers, cores
from mtg_rulings.cli.signals import PARENT_ENV, Forwarding, interrupted_before_any_scenario
from mtg_rulings.cli.suite import Suite, suite_options
from mtg_rulings.runner.config import PROJECT_ROOT

MESSAGES = "cucumber-messages.ndjson"
USAGE_ERROR = 2
NOTHING_SELECTED = 5
SHARDS_DIR = ".shards"


def _workers(value: str) -> int:
    if value == "auto":
        return cores()
    if not value.isdigit() or int(value) < 1:
        raise click.BadParameter(f"{value!r}: a number of processes, or auto")
    return int(value)


def _auto(features: tuple[Path, ...]) -> int:
    """``-n auto``: one process per idle core, or a serial run where a parallel one can't pay (mtg_rulings/cli/parallel.py)."""
    n, why = auto_workers(list(features) or Suite().features)
    if why:
        click.echo(f"rulings: -n auto runs serially: {why}", err=True)
    return n


def _extend_run(run: click.Command) -> None:
    run.params += [
        click.Option(["--shard"], default=None, help="K/N: read and run only the K-th of N parts of the feature files."),
        click.Option(["--durations"], type=click.Path(exists=True, dir_okay=False, path_type=Path), default=None,
                     help="With --shard or -n: a previous results.json whose durations balance the parts."),
        click.Option(["-n", "workers"], default="1", show_default=True,
                     help="Run in N processes at once and merge their results (auto: one per idle core, or serially for a "
                          "corpus too small or a machine too busy for it to pay)."),
        # what a parallel run passes on to its shards (the baseline check)
        click.Option(["--pytest-extra", "shard_pytest_args"], multiple=True, hidden=True),
    ]
    original = run.callback
    assert original is not None

    def callback(shard: str | None, durations: Path | None, workers: str, shard_pytest_args: tuple[str, ...],
                 **kwargs: Any) -> None:
        n = _workers(workers) if workers != "auto" or shard is not None else _auto(kwargs["features"])
        if shard is not None:
            from mtg_rulings.runner.shards import ShardError, parse_shard  # late, as the steps (issue 29)

            try:
                parse_shard(shard)
            except ShardError as e:
                raise click.UsageError(str(e)) from None
        if durations is not None and shard is None and n == 1 and workers != "auto":
            raise click.UsageError("--durations needs --shard K/N or -n N")
        extra = list(shard_pytest_args) + list(kwargs.pop("pytest_extra", ()))
        if n > 1:
            if shard is not None:
                raise click.UsageError("--shard and -n: give one (a CI job runs one shard; -n splits this machine's run)")
            sys.exit(_parallel(n, durations, extra, **kwargs))
        if shard is not None:  # the job reads and collects only its own feature files (mtg_rulings/runner/shards.py)
            extra += ["--rulings-shard-files", shard]
            if durations is not None:
                extra += ["--rulings-durations", str(durations)]
        original(**kwargs, pytest_extra=tuple(extra))

    run.callback = callback


def _parallel(n: int, durations: Path | None, extra: list[str], engine: str, out: Path, keyword: str | None,
              features: tuple[Path, ...], rulings_files: tuple[Path, ...], card_files: tuple[Path, ...], strict_lint: bool,
              timeout: float, verbose: bool, isolation: str) -> int:
    """Run N shards as child ``rulings run`` processes; merge them into ``out``; their worst exit code."""
    suite = Suite(list(features) or Suite().features, list(rulings_files), list(card_files), strict_lint)
    # every interrupting signal, from before the folder is claimed, is passed on to every shard, which writes what
    # it ran (mtg_rulings/cli/signals.py); then what they wrote is merged, marked incomplete, and the exit code is the
    # signal's
    with Forwarding() as forwarding:
        claim(out)  # this run's alone (mtg_rulings/cli/outdir.py); the shards claim their own folders in it
        return _start_shards(n, durations, extra, engine, out, keyword, suite, timeout, verbose, isolation, forwarding)


def _start_shards(n: int, durations: Path | None, extra: list[str], engine: str, out: Path, keyword: str | None,
                  suite: Suite, timeout: float, verbose: bool, isolation: str, forwarding: Forwarding) -> int:
    """Start the N shards into ``out`` (claimed), wait for them all, and merge what they wrote."""
    from mtg_rulings.steps.collection import SHARED_PARSES_ENV, parses_dir

    shards_dir = out / SHARDS_DIR
    shards_dir.mkdir(parents=True)
    common = ["--engine", engine, "--timeout", str(timeout), "--isolation", isolation]
    common += ["-k", keyword] if keyword else []
    common += ["-v"] if verbose else []
    for d in suite.features:
        common += ["--features", str(d)]
    for f in suite.rulings_files:
        common += ["--rulings", str(f)]
    for f in suite.card_files:
        common += ["--cards", str(f)]
    common += ["--strict-lint"] if suite.strict else []
    common += ["--durations", str(durations)] if durations else []
    # each shard writes its own part of the Cucumber Messages and of the report's scenarios, which the merge joins
    common += [f"--pytest-extra={a}" for a in [*extra, "--rulings-reports=shard"]]
    procs: list[tuple[Path, subprocess.Popen[bytes]]] = []
    # the shards and the merge share the feature files' parses (in the parse cache, else a folder of this run's):
    # each shard parses its own stretch of them first
    parses = parses_dir() or shards_dir / "parses"
    parses.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, SHARED_PARSES_ENV: str(parses), PARENT_ENV: str(os.getpid())}  # a shard ends with this run
    for k in range(1, n + 1):
        shard_out = shards_dir / str(k)
        # each shard reads only its own part of the feature files (by size, or by recorded durations), and a
        # merge refuses shards sharing a scenario id
        part = ["--shard", f"{k}/{n}"]
        cmd = [sys.executable, "-m", "mtg_rulings.cli.app", "run", *common, *part, "--out", str(shard_out)]
        with open(shards_dir / f"{k}.log", "wb") as log:  # the child holds its own descriptor
            # each shard leads its own process group: a terminal's Ctrl-C reaches it once, forwarded by this
            # process; it starts with the signals held back until its handlers are in place
            procs.append((shard_out, forwarding.add(start_held(cmd, stdout=log, stderr=subprocess.STDOUT, env=env,
                                                               process_group=0))))
    codes = [p.wait() for _, p in procs]
    interrupted = forwarding.code
    return _after_shards(n, codes, interrupted, procs, shards_dir, parses, suite)


def _after_shards(n: int, codes: list[int], interrupted: int | None, procs: list[tuple[Path, subprocess.Popen[bytes]]],
                  shards_dir: Path, parses: Path, suite: Suite) -> int:
    from mtg_rulings.steps.collection import SHARED_PARSES_ENV

    out = shards_dir.parent
    if interrupted:  # the shards' own codes are the signal's: what they wrote is merged, marked incomplete
        codes = [0 if c == interrupted else c for c in codes]
    if all(c == NOTHING_SELECTED for c in codes):
        click.echo("rulings: no scenario selected; nothing written", err=True)
        shutil.rmtree(shards_dir, ignore_errors=True)
        return NOTHING_SELECTED
    bad = [(k, c) for k, c in enumerate(codes, 1) if c not in (0, 1, NOTHING_SELECTED)]
    for k, c in bad:
        click.echo(f"rulings: shard {k}/{n} exited {c}:", err=True)
        click.echo((shards_dir / f"{k}.log").read_text(errors="replace")[-4000:], err=True)
    if any(c == USAGE_ERROR for _, c in bad):
        shutil.rmtree(shards_dir, ignore_errors=True)
        return USAGE_ERROR
    ran = [o for (o, _), c in zip(procs, codes, strict=True) if (o / "results.json").exists()]
    if interrupted and not ran:  # every shard was told before its first scenario: no result exists yet
        shutil.rmtree(shards_dir, ignore_errors=True)
        click.echo(f"rulings: {interrupted_before_any_scenario(interrupted, out)}", err=True)
        return interrupted
    missing = [f"shard {k}/{n} wrote no results (exit code {c})"
               for k, ((o, _), c) in enumerate(zip(procs, codes, strict=True), 1)
               if c != NOTHING_SELECTED and not (o / "results.json").exists()]
    os.environ[SHARED_PARSES_ENV] = str(parses)
    try:
        empty = [f"{k}/{n}" for k, c in enumerate(codes, 1) if c == NOTHING_SELECTED]
        # the shards' parts make the whole run's files only when every shard ran and wrote them
        code = _merge(out, [o / "results.json" for o in ran], suite.features, missing, empty,
                      shard_parts=not missing and not empty)
    finally:
        del os.environ[SHARED_PARSES_ENV]
    shutil.rmtree(shards_dir, ignore_errors=True)
    if interrupted and code != 0 and not _merged_complete(out):
        return interrupted
    return max([c for _, c in bad], default=code)


def _merged_complete(out: Path) -> bool:
    """Whether the merged results say every scenario ran (a signal after the last one interrupted nothing)."""
    import jsonschema

    from mtg_rulings.model.results import load_results

    try:
        return load_results(out / "results.json").complete
    except (OSError, ValueError, jsonschema.ValidationError):
        return False


def _write_from_parts(merged: Any, paths: list[Path], features: list[Path], out: Path) -> bool:
    """Write the merged run's Cucumber Messages and report from what its shards wrote beside their results
    (``--rulings-reports shard``): their messages copied, their scenarios read instead of every feature file
    parsed again. False (nothing written) when a shard did not write them all, as a shard whose test process died
    (its results recovered from its journal) does not: the caller makes them from the feature files then."""
    from mtg_rulings.reports.cucumber import merge_messages
    from mtg_rulings.reports.site import write_run_site
    from mtg_rulings.runner.shards import SHARD_SUITE, read_shard_suites

    folders = [p.parent for p in paths]
    if not folders or not all((f / SHARD_SUITE).exists() and (f / MESSAGES).exists() for f in folders):
        return False
    try:
        suite = read_shard_suites([f / SHARD_SUITE for f in folders], features)
        merge_messages(merged, [f / MESSAGES for f in folders], out / MESSAGES)
    except (OSError, EOFError, ValueError, pickle.UnpicklingError, AttributeError, ImportError, TypeError):
        return False  # a part cut short or of another version of the suite: made again from the feature files
    write_run_site(merged, features, out / "report", suite=suite, processes=len(paths))  # the shards' cores, free now
    return True


def _load_shard(path: Path) -> Any:
    import jsonschema

    from mtg_rulings.model.results import load_results
    from mtg_rulings.runner.shards import ShardError

    try:
        return load_results(path)
    except jsonschema.ValidationError as e:
        raise ShardError(f"{path}: not a valid results file: {e.message}") from None


def _merge(out: Path, paths: list[Path], features: list[Path], missing: list[str] | None = None,
           selected_nothing: list[str] | None = None, shard_parts: bool = False) -> int:
    """Merge shard results into ``out``; 0, 1 (something failed, or a shard is incomplete, ``missing`` or not given)
    or 2 (can't merge). ``selected_nothing``: the shards (``K/N``) that had no scenario to run. ``shard_parts``:
    the shards are those of one ``rulings run -n`` (every one of them), whose parts of the Cucumber Messages and
    of the report's scenarios are joined where each shard wrote them (:func:`_write_from_parts`)."""
    import jsonschema

    from mtg_rulings.model.results import write_results
    from mtg_rulings.reports.cucumber import write_messages
    from mtg_rulings.reports.journal import write_junit
    from mtg_rulings.reports.site import write_run_site
    from mtg_rulings.runner.shards import ShardError, merge_junit, merge_results

    try:
        shards = [(p, _load_shard(p)) for p in paths]
        # a shard of an older results format has no causes, which a merged run of this format must name
        older = [str(p) for p, run in shards if any(r.status != "passed" and r.cause is None for r in run.results)]
        if older:
            raise ShardError(f"{', '.join(older)}: results without causes (an older results format); run those shards "
                             "again with this suite")
        merged = merge_results(shards, selected_nothing or ())
        if missing:  # a merge of some of the shards is no complete run
            merged.complete = False
            merged.incomplete_reason = "; ".join([*filter(None, [merged.incomplete_reason]), *missing])
    except (ShardError, OSError, ValueError, jsonschema.ValidationError) as e:
        click.echo(f"rulings: can't merge: {getattr(e, 'message', None) or e}", err=True)
        return USAGE_ERROR
    out.mkdir(parents=True, exist_ok=True)
    write_results(merged, out / "results.json")
    junits = [p.parent / "junit.xml" for p in paths]
    if all(j.exists() for j in junits):
        merge_junit(junits, out / "junit.xml")
    else:  # a shard without pytest's junit.xml: rendered from the results, as a recovered run's is
        write_junit(merged, out / "junit.xml")
    if not (shard_parts and _write_from_parts(merged, paths, features, out)):
        write_messages(merged, features, PROJECT_ROOT, out / "cucumber-messages.ndjson")
        write_run_site(merged, features, out / "report")
    for status, count in merged.summary().items():
        click.echo(f"  {status:<12} {count:>5}")
    click.echo(f"  {'total':<12} {len(merged.results):>5}   ({len(paths)} shard(s) merged)")
    for line in merged.verdict_lines():
        click.echo(line)

    from mtg_rulings.runner.judged import judged_line

    click.echo(f"  {judged_line(merged.summary())}")
    if not merged.complete:
        click.echo(f"  INCOMPLETE: {merged.incomplete_reason}", err=True)
    click.echo(f"  wrote {out / 'results.json'}, {out / 'junit.xml'}, {out / 'cucumber-messages.ndjson'}, "
               f"{out / 'report' / 'index.html'}")
    summary = merged.summary()
    return 1 if not merged.complete or any(summary[s] for s in ("failed", "errored", "timeout")) else 0


@click.command("merge")
@click.argument("out", type=click.Path(file_okay=False, path_type=Path))
@click.argument("results", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path))
@suite_options()
def merge(out: Path, results: tuple[Path, ...], suite: Suite) -> None:
    """Merge the results.json of shard runs (`rulings run --shard K/N`) into OUT: results.json, junit.xml (the
    shards' junit.xml beside each results.json, merged), cucumber-messages.ndjson and report/.

    Exit 2 if the shards are of different engines, engine versions or suites, or share a scenario; else 1 if
    something failed, errored or timed out (or a shard is incomplete), 0 otherwise. Give the --features (and
    --rulings, --cards) the shards ran with.
    """
    suite.load_data()
    claim(out)
    sys.exit(_merge(out, list(results), suite.features))


def register(main: click.Group) -> None:
    _extend_run(main.commands["run"])
    main.add_command(merge)
