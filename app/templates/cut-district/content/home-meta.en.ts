/** The <title> and description of the barbershop's one-page site, English. */
export const cutHomeMetaEn = {
  title: "Cut District: barbershop in downtown Sudbury",
  description:
    "Cut District, a demo barbershop template by {brand}: cuts from $32, fades, beard work and hot towel shaves, four barbers, a gallery and appointment requests.",
};
