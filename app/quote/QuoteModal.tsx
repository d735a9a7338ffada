import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from "react";
import { ContentProvider } from "../content/ContentProvider";
import { Text } from "../content/Text";
import { useText } from "../content/useText";
import { useLocale } from "../i18n/LocaleProvider";
import { canGoNext, canSubmit } from "../lib/lead/validation";
import { flow, initialFlow, STEP_COUNT, SUCCESS_MS } from "../lib/quote-flow";
import { emailJs } from "../site.config";
import { isConfigured } from "../lib/lead/send";
import { quoteCopy } from "./content/quote";
import { ICONS } from "../ui/icon-paths";
import { LineIcon } from "../ui/LineIcon";
import { Modal } from "../ui/Modal";
import { Honeypot } from "./Honeypot";
import { NotConfiguredNotice } from "./NotConfiguredNotice";
import { QuoteFailure } from "./QuoteFailure";
import { QuoteFooter } from "./QuoteFooter";
import { QuoteProgress } from "./QuoteProgress";
import type { QuoteOptions } from "./quote-options";
import { QuoteSuccess } from "./QuoteSuccess";
import { QuoteStep } from "./QuoteStep";
import { submitLead } from "./submit-lead";
import { useLeadDraft } from "./useLeadDraft";

const STEP_TITLES = [
  "quote.steps.projectType",
  "quote.steps.business",
  "quote.steps.contact",
] as const;

/** SPEC §2.4: the three-step quote request. Loaded on demand by QuoteProvider. */
export default function QuoteModal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: QuoteOptions;
}) {
  return (
    <ContentProvider namespace="quote" copy={quoteCopy}>
      <QuoteDialog {...props} />
    </ContentProvider>
  );
}

function QuoteDialog({
  open,
  onOpenChange,
  options,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: QuoteOptions;
}) {
  const t = useText();
  const locale = useLocale();
  const titleId = useId();
  const stepHeadingId = useId();
  const lead = useLeadDraft();
  const [state, dispatch] = useReducer(flow, lead.draft.step, initialFlow);
  const heading = useRef<HTMLHeadingElement>(null);
  const [openedAt] = useState(() => Date.now());
  const honeypot = useRef<HTMLInputElement>(null);
  const configured = isConfigured(emailJs);

  const { setStep } = lead;
  useEffect(() => {
    if (state.phase === "editing") setStep(state.step);
  }, [state.phase, state.step, setStep]);

  // Move focus to the step's heading (it announces "Step n of 3") whenever the step changes.
  useEffect(() => {
    if (open && (state.phase === "editing" || state.phase === "success")) heading.current?.focus();
  }, [open, state.step, state.phase]);

  // SPEC §4: the thanks screen stays 2000 ms, then the modal closes and resets to step 1.
  // The draft is erased as soon as the send succeeds.
  const { reset } = lead;
  useEffect(() => {
    if (state.phase !== "success") return;
    reset();
    const timer = setTimeout(() => {
      onOpenChange(false);
      dispatch({ type: "reset" });
    }, SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [state.phase, onOpenChange, reset]);

  const submit = async () => {
    if (!canSubmit(lead.draft, state.phase === "submitting")) {
      lead.touch(["email", "phone"]);
      return;
    }
    dispatch({ type: "submit" });
    const result = await submitLead({
      draft: lead.draft,
      locale,
      template: options.template,
      openedAt,
      honeypot: honeypot.current?.value ?? "",
    });
    dispatch(result.ok ? { type: "succeeded" } : { type: "failed", reason: result.reason });
  };

  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (state.step < STEP_COUNT) {
      if (canGoNext(state.step, lead.draft)) dispatch({ type: "next" });
      else lead.touch(state.step === 2 ? ["businessName", "industry"] : []);
      return;
    }
    void submit();
  };

  const close = () => onOpenChange(false);

  return (
    <Modal
      open={open}
      onClose={close}
      labelledBy={titleId}
      describedBy={stepHeadingId}
      initialFocus={heading}
      className="max-w-xl"
    >
      <div className="flex max-h-[92dvh] flex-col rounded-t-[1.75rem] border border-line bg-surface shadow-lift sm:max-h-[88dvh] sm:rounded-[1.75rem]">
        <header className="flex items-center justify-between gap-4 border-b border-line px-6 pt-5 pb-4">
          <h2 id={titleId} className="text-xl font-bold">
            <Text id="quote.title" />
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={t("quote.close")}
            className="inline-flex size-10 items-center justify-center rounded-full text-fg-muted transition hover:bg-white/10 hover:text-fg"
          >
            <LineIcon node={ICONS.x} className="size-5" />
          </button>
        </header>
        {state.phase === "success" ? (
          <div className="px-6 pb-6">
            <QuoteSuccess headingRef={heading} />
          </div>
        ) : (
          <form noValidate onSubmit={onFormSubmit} className="flex min-h-0 flex-1 flex-col">
            <div className="grid gap-5 overflow-y-auto px-6 py-5">
              <QuoteProgress step={state.step} />
              {!configured && <NotConfiguredNotice />}
              {options.template && (
                <p className="w-fit rounded-full border border-line px-3 py-1 text-sm text-fg-muted">
                  <Text id="quote.template" values={{ title: options.template.title }} />
                </p>
              )}
              <h3 id={stepHeadingId} ref={heading} tabIndex={-1} className="outline-none">
                <span className="block text-sm font-semibold text-accent">
                  <Text id="quote.stepOf" values={{ n: state.step, total: STEP_COUNT }} />
                </span>
                <span className="mt-1 block text-2xl font-bold">
                  <Text id={STEP_TITLES[state.step - 1]!} />
                </span>
              </h3>
              <QuoteStep step={state.step} lead={lead} legendId={stepHeadingId} />
              <Honeypot inputRef={honeypot} />
              {state.phase === "failure" && (
                <QuoteFailure reason={state.reason} onRetry={() => void submit()} />
              )}
              <p className="text-xs text-fg-muted">
                <Text id="quote.draftNote" />
              </p>
            </div>
            <QuoteFooter
              step={state.step}
              submitting={state.phase === "submitting"}
              canNext={canGoNext(state.step, lead.draft)}
              canSend={configured && canSubmit(lead.draft, state.phase === "submitting")}
              onPrevious={() => dispatch({ type: "previous" })}
            />
          </form>
        )}
      </div>
    </Modal>
  );
}
