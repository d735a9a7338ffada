import { FormField } from "../../../shared/FormField";
import { ServiceInterestField } from "./ServiceInterestField";

/**
 * The barbershop's message form fields (SPEC §3.5, §5): first name, last name,
 * email and message required, a telephone-type phone, company, service interest.
 */
export function MessageFields({ idOf }: { idOf: (name: string) => string }) {
  return (
    <>
      <FormField
        id={idOf("first-name")}
        name="firstName"
        label="cutContact.form.firstName"
        autoComplete="given-name"
        required
      />
      <FormField
        id={idOf("last-name")}
        name="lastName"
        label="cutContact.form.lastName"
        autoComplete="family-name"
        required
      />
      <FormField
        id={idOf("email")}
        name="email"
        type="email"
        label="templateForm.email"
        autoComplete="email"
        required
      />
      <FormField
        id={idOf("phone")}
        name="phone"
        type="tel"
        label="templateForm.phone"
        autoComplete="tel"
      />
      <FormField
        id={idOf("company")}
        name="company"
        label="templateForm.company"
        autoComplete="organization"
      />
      <ServiceInterestField id={idOf("service")} />
      <FormField
        id={idOf("message")}
        name="message"
        label="templateForm.message"
        required
        multiline
        className="sm:col-span-2"
      />
    </>
  );
}
