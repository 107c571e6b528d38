// `import Constraints` is all a user writes: the solver's vocabulary (`Variable`, `Solver`,
// `Priority`, …) is part of this module's API, as the layout model's constraints are built on it.
@_exported import ConstraintSolver
