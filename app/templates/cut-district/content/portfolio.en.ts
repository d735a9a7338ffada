/** The barbershop's Portfolio page and its four case studies (SPEC §2.10). */
export const cutPortfolioEn = {
  hero: {
    eyebrow: "Portfolio",
    title: "Work that walks out the door",
    text: "Signature looks, a wedding party, a night backstage and a grooming line made with neighbours: four stories from our chairs.",
  },
  stats: {
    label: "The shop in figures",
    items: [
      { value: "9,000+", label: "cuts and shaves since 2024" },
      { value: "600+", label: "five-star reviews" },
      { value: "24", label: "wedding parties groomed" },
      { value: "6", label: "local brand collaborations" },
    ],
  },
  projects: {
    eyebrow: "Featured work",
    title: "Four stories from the chair",
    viewCaseStudy: "View Case Study",
    close: "Close",
    closeLabel: "Close the case study",
    challengeTitle: "The challenge",
    approachTitle: "What we did",
    resultsTitle: "Results",
    techniquesLabel: "Techniques",
    imageLabel: "Illustration: {title}",
    items: {
      wedding: {
        category: "Wedding party",
        title: "Nine groomsmen, ready by noon",
        description:
          "A Saturday wedding at the Science North terrace: the groom, his father and seven groomsmen, all sharp before the photographer arrived.",
        techniques: ["Classic cuts", "Hot towel shaves", "Beard sculpts"],
        results: [
          { value: "9", label: "looks in one morning" },
          { value: "3 h", label: "from first chair to last" },
          { value: "0", label: "minutes late to the photos" },
        ],
        challenge:
          "Nine people with nine different hair types, one 9AM start and a ceremony at 1PM. The groom wanted everyone to match without looking like they shared one haircut.",
        approach: [
          "A trial cut for the groom three weeks before, so the photos would show a settled look.",
          "All four chairs opened early, with shaves and beards staggered between cuts.",
          "A touch-up kit and a pocket comb for each groomsman, for the reception.",
        ],
        outcome:
          "Everyone was styled by 12PM, the photographer started early, and two of the groomsmen are now regulars.",
      },
      looks: {
        category: "Signature looks",
        title: "The Elm Street lookbook",
        description:
          "Six cuts our barbers are known for, photographed on regulars for the shop window and the booking page.",
        techniques: ["Skin fades", "Textured crops", "Scissor-over-comb"],
        results: [
          { value: "6", label: "signature cuts" },
          { value: "2×", label: "more new clients asking by name" },
          { value: "40%", label: "of new bookings quote the lookbook" },
        ],
        challenge:
          "New clients struggled to describe what they wanted, and photos from the internet rarely suited Northern Ontario winters under a toque.",
        approach: [
          "Each barber chose the cut they do best and cut it on a regular client.",
          "We named every look, from the Elm Street Fade to the Laurentian Crop.",
          "The lookbook went in the window and at every chair, with the barber's name on each page.",
        ],
        outcome:
          "Consultations got faster, and clients now walk in pointing at a page instead of a phone.",
      },
      fashion: {
        category: "Event",
        title: "Backstage at Nickel City Fashion Night",
        description:
          "Grooming twenty-two models for a downtown runway show, in a back room with two mirrors and forty minutes.",
        techniques: ["Quick fades", "Lineups", "Styling"],
        results: [
          { value: "22", label: "models groomed" },
          { value: "40 min", label: "before the first walk" },
          { value: "4", label: "barbers backstage" },
        ],
        challenge:
          "Twenty-two models, three designers with three different briefs, and a show that could not start late.",
        approach: [
          "A look sheet per designer, agreed the week before and printed for every station.",
          "Two barbers on lineups and fades, two on styling, in a loop.",
          "A final check at the curtain with pomade, comb and a lint roller.",
        ],
        outcome:
          "The show started on time, and the organisers booked Cut District again for the next season.",
      },
      brand: {
        category: "Brand collaboration",
        title: "Northern Pine beard oil",
        description:
          "A beard oil made with a Sudbury soap maker, tested in our chairs for a season before it went on the shelf.",
        techniques: ["Beard sculpts", "Product testing", "Home-care advice"],
        results: [
          { value: "3", label: "blends tested in the shop" },
          { value: "800+", label: "bottles sold the first year" },
          { value: "1", label: "scent clients chose: pine and cedar" },
        ],
        challenge:
          "Clients wanted a beard oil for dry winter skin that did not smell like a cologne counter, and the maker needed real barbers to test it.",
        approach: [
          "Three blends used on beard sculpts for a full winter, with clients' notes after each visit.",
          "Sam trained the maker's staff on how to apply it and how much to use.",
          "The winning blend was named after the jack pines on the way to Lake Ramsey.",
        ],
        outcome:
          "Northern Pine is now on our shelf and in four shops across Sudbury, with our barbers' tips on the label.",
      },
    },
  },
  testimonials: {
    eyebrow: "Kind words",
    title: "What the regulars say",
    rating: "Rated 5 out of 5",
    items: [
      {
        quote:
          "Nico's fades are the best in the city, and he remembers exactly how I had it last time.",
        author: "M. L.",
        location: "Minnow Lake",
      },
      {
        quote:
          "They groomed my whole wedding party in one morning. Calm, fast and everyone looked great.",
        author: "J. B.",
        location: "New Sudbury",
      },
      {
        quote: "My son used to cry at every haircut. With Sam he asks when he can go back.",
        author: "A. K.",
        location: "Lively",
      },
    ],
  },
  cta: {
    title: "Want your own before-and-after?",
    text: "Tell us the look you are after, or browse what each service includes.",
    primary: "Book a consultation",
    secondary: "Browse services",
  },
};
