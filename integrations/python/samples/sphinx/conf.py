# A small Sphinx site whose pages draw diagrams with the `forsythe`
# directive; integrations/python/check.sh builds it and checks its images.
project = "forsythe sample"
extensions = ["forsythe.sphinx"]
forsythe_defaults = {"theme": "classic"}
exclude_patterns = ["_build"]
