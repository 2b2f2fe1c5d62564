"""A pytest plugin for the tests: building a scenario raises an error of the harness's own (not a step's), the
kind of failure no result explains."""

import steps.plugin


def _broken(info: object, row: object) -> object:
    raise RuntimeError("the harness broke while building")


steps.plugin.build_scenario = _broken  # type: ignore[assignment]
