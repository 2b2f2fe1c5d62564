"""The sample: which mutants are run, chosen by a fixed seed, weighted by lines, stable under unrelated edits.

Weighted by lines: every source line with at least one candidate mutant (not excluded) is equally likely to
be in the sample, whatever the number of mutants on it (a line with ``a + b`` has ten binary-operator
mutants, a line with ``not x`` one), and the sample holds at most one mutant per line. Concretely:

1. each mutant has an *identity*: file, enclosing function (or card), operator, the source line's text, and
   its rank among mutants that share all four (:func:`identities`) -- no line number, so an edit elsewhere
   doesn't rename it;
2. each line (file, function, text, rank among identical lines) gets a key, SHA-256 of the seed and the
   line; the sample is the ``size`` lines with the smallest keys (bottom-k sampling: uniform, and an edit
   to one line changes only that line's chance);
3. on each sampled line, the mutant with the smallest key of seed and identity is the one run.

So the same seed on the same code gives the same sample, and judgements of equivalence, kept by identity,
still apply after unrelated edits.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from mutation.candidates import Candidate

DEFAULT_SEED = 20261130
DEFAULT_SIZE = 300


@dataclass(frozen=True)
class Mutant:
    """A candidate with its identity: ``file::function::operator::line text`` and ``#rank`` when several
    mutants share those (two ``<`` on one line; NumberReplacer's +1 and -1)."""

    candidate: Candidate
    identity: str


def identities(candidates: Sequence[Candidate]) -> list[Mutant]:
    """Name every candidate (in cosmic-ray's order, which is the order of the source)."""
    seen: dict[str, int] = defaultdict(int)
    out = []
    for c in sorted(candidates, key=lambda c: (c.file, c.line, c.col, c.operator, c.occurrence)):
        base = f"{c.file}::{c.function}::{c.operator}::{c.source_line}"
        rank = seen[base]
        seen[base] += 1
        out.append(Mutant(c, base if rank == 0 else f"{base}#{rank}"))
    return out


def _key(seed: int, text: str) -> str:
    return hashlib.sha256(f"{seed}\n{text}".encode()).hexdigest()


def choose(mutants: Sequence[Mutant], size: int, seed: int = DEFAULT_SEED) -> list[Mutant]:
    """The sample: at most one mutant on each of the ``size`` lines with the smallest keys, in source order.
    Excluded candidates are never chosen. Fewer than ``size`` if fewer lines have mutants."""
    if size < 1:
        raise ValueError(f"the sample size must be at least 1, got {size}")
    by_line: dict[tuple[str, int], list[Mutant]] = defaultdict(list)
    for m in mutants:
        if m.candidate.excluded is None:
            by_line[(m.candidate.file, m.candidate.line)].append(m)
    line_names: dict[str, int] = defaultdict(int)
    keyed = []
    for (file, _line), group in sorted(by_line.items()):
        c = group[0].candidate
        base = f"{file}::{c.function}::{c.source_line}"
        rank = line_names[base]
        line_names[base] += 1
        keyed.append((_key(seed, f"{base}#{rank}"), group))
    keyed.sort(key=lambda kg: kg[0])
    chosen = [min(group, key=lambda m: _key(seed, m.identity)) for _, group in keyed[:size]]
    return sorted(chosen, key=lambda m: (m.candidate.file, m.candidate.line, m.candidate.col))


def lines_with_mutants(mutants: Sequence[Mutant]) -> int:
    return len({(m.candidate.file, m.candidate.line) for m in mutants if m.candidate.excluded is None})
