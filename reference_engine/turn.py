"""The turn's phases and steps, in order (500.1).

Each entry is (step id, phase, CR rule). Step ids are the names scenarios and snapshots use.
"""

from __future__ import annotations

STEPS: tuple[tuple[str, str, str], ...] = (
    ("untap", "beginning", "502"),
    ("upkeep", "beginning", "503"),
    ("draw", "beginning", "504"),
    ("precombat_main", "precombat_main", "505"),
    ("beginning_of_combat", "combat", "507"),
    ("declare_attackers", "combat", "508"),
    ("declare_blockers", "combat", "509"),
    ("combat_damage", "combat", "510"),
    ("end_of_combat", "combat", "511"),
    ("postcombat_main", "postcombat_main", "505"),
    ("end", "ending", "513"),
    ("cleanup", "ending", "514"),
)
STEP_IDS: tuple[str, ...] = tuple(s for s, _, _ in STEPS)
MAIN_PHASES = frozenset({"precombat_main", "postcombat_main"})
#: Steps in which no player receives priority unless something happens (502.4, 514.3).
NO_PRIORITY = frozenset({"untap", "cleanup"})


def phase_of(step: str) -> str:
    return next(p for s, p, _ in STEPS if s == step)


def rule_of(step: str) -> str:
    return next(r for s, _, r in STEPS if s == step)


def next_step(step: str) -> str | None:
    """The step after ``step`` in the same turn, or None after the cleanup step."""
    i = STEP_IDS.index(step)
    return STEP_IDS[i + 1] if i + 1 < len(STEP_IDS) else None
