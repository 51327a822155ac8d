/** A reason not to start whose message says all the operator needs: printed without a stack. */
export class StartUpError extends Error {}
