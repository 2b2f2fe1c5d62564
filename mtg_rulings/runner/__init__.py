"""The pytest plugin that runs the scenarios on an engine and writes the results and reports of a run."""
