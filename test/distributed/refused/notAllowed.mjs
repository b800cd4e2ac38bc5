// A module outside the workers' allow-list (test/distributed/fixtures): jobs naming it are refused.
export const objective = { evaluate: () => 0 };
