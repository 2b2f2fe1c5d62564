"""The data model at the bottom of the layers: scenarios, results and statuses, the rulings table and its sources,
and the hygiene of input and output files. It imports nothing else of the suite."""
