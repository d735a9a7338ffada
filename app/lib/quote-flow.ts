/**
 * The quote modal's states (SPEC §4 "Quote modal", "Submission"): three
 * editing steps, then submitting, then success (shown for 2 s) or failure
 * (the visitor is told why and can retry; nothing they typed is lost).
 */
export type Step = 1 | 2 | 3;
export const STEP_COUNT = 3;
export const SUCCESS_MS = 2000;

export type FailureReason =
  "not-configured" | "offline" | "timeout" | "blocked" | "throttled" | "failed";

export type FlowState =
  | { phase: "editing"; step: Step }
  | { phase: "submitting"; step: 3 }
  | { phase: "success"; step: 3 }
  | { phase: "failure"; step: 3; reason: FailureReason };

export type FlowEvent =
  | { type: "next" }
  | { type: "previous" }
  | { type: "goto"; step: Step }
  | { type: "submit" }
  | { type: "succeeded" }
  | { type: "failed"; reason: FailureReason }
  | { type: "reset" };

export const initialFlow = (step: Step = 1): FlowState => ({ phase: "editing", step });

export function flow(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case "next":
      return state.phase === "editing" && state.step < STEP_COUNT
        ? { phase: "editing", step: (state.step + 1) as Step }
        : state;
    case "previous":
      return (state.phase === "editing" || state.phase === "failure") && state.step > 1
        ? { phase: "editing", step: (state.step - 1) as Step }
        : state;
    case "goto":
      return state.phase === "submitting" ? state : { phase: "editing", step: event.step };
    case "submit":
      return (state.phase === "editing" || state.phase === "failure") && state.step === 3
        ? { phase: "submitting", step: 3 }
        : state;
    case "succeeded":
      return state.phase === "submitting" ? { phase: "success", step: 3 } : state;
    case "failed":
      return state.phase === "submitting"
        ? { phase: "failure", step: 3, reason: event.reason }
        : state;
    case "reset":
      return initialFlow();
  }
}
