"""A pytest plugin for the tests: building a scenario raises an error of the harness's own (not a step's), the
kind of failure no result explains."""

import mtg_rulings.runner.plugin


def _broken(info: object, row: object) -> object:
    raise RuntimeError("the harness broke while building")


mtg_rulings.steps.scenarios.build_scenario = _broken  # type: ignore[assignment]
