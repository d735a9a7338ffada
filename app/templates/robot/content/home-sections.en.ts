/** The integrator's sections below its first screen (solutions to contact, and the footer), loaded with their code (home-sections.ts). */
export const robotTemplateSectionsEn = {
  solutions: {
    eyebrow: "Solutions",
    title: "What we automate",
    intro:
      "From the shop floor to the deepest level, we pick the machine for the job, wire it into the systems you already run, and train your people on it.",
    items: [
      {
        title: "Robotic welding cells",
        text: "Repeatable welds on liners, buckets and structural steel, with positioners and fume capture sized to your shop.",
      },
      {
        title: "Palletizing & packaging",
        text: "Bagged reagents, drums and cases stacked to pattern, with light curtains and a fenced cell that passes inspection.",
      },
      {
        title: "Underground autonomy",
        text: "Inspection rovers and tele-remote haulage that go back into a heading after a blast, before anyone else does.",
      },
      {
        title: "PLC & SCADA integration",
        text: "New cells talk to the control room: alarms, counts and downtime on the screens your operators already watch.",
      },
      {
        title: "Machine vision",
        text: "Cameras that grade ore on the belt, read labels and catch a torn conveyor before it becomes a shutdown.",
      },
      {
        title: "Service & retrofits",
        text: "Spare parts in Sudbury, a technician on the road within four hours, and new life for older robots.",
      },
    ],
  },
  showcase: {
    eyebrow: "Featured cell",
    title: "NS-P180 palletizing cell",
    intro:
      "Our most-ordered cell: one arm, two pallet stations and a fence that opens only when the robot is at rest. It arrives tested on a skid and runs within a week.",
    artAlt:
      "The NS-P180 cell: a yellow robot arm stacking bags on a pallet beside an infeed conveyor, inside a mesh safety fence with light-curtain posts",
    specsLabel: "Specifications",
    specs: [
      { label: "Payload", value: "180\u00a0kg" },
      { label: "Throughput", value: "22 cases/min" },
      { label: "Footprint", value: "5.2 × 4.6\u00a0m" },
      { label: "Changeover", value: "< 10\u00a0min" },
    ],
    points: [
      "Works at −30\u00a0°C in an unheated warehouse",
      "Pallet patterns set on the touchscreen, no programmer needed",
      "Remote support over your plant's own network",
    ],
  },
  cases: {
    eyebrow: "Case studies",
    title: "Working across the North",
    intro:
      "Three recent projects, from a nickel mine 1,600 metres down to a fabrication shop on Lake Temiskaming.",
    items: [
      {
        client: "Onaping Ridge Mine",
        place: "Greater Sudbury",
        title: "A rover goes in after the blast",
        text: "An autonomous rover now inspects freshly blasted headings for loose rock and gas while the ventilation clears, so crews re-enter with a map instead of a guess.",
        artAlt:
          "An inspection rover with a lidar mast and headlights in an underground drift lined with rock bolts",
        figures: [
          { value: "38\u00a0%", label: "less waiting to re-enter" },
          { value: "4.2\u00a0km", label: "of drifts patrolled per shift" },
        ],
      },
      {
        client: "Temiskaming Steel Works",
        place: "New Liskeard",
        title: "Two welding cells, one night shift",
        text: "Two robotic welding cells took over the repetitive seams on scoop buckets, and the shop's welders moved to the custom work customers pay a premium for.",
        artAlt:
          "A robot arm welding a bucket held on a turning positioner, sparks lighting the cell",
        figures: [
          { value: "+62\u00a0%", label: "weld throughput" },
          { value: "7 → 1.5\u00a0%", label: "rework rate" },
        ],
      },
      {
        client: "Mattagami Concentrator",
        place: "Timmins",
        title: "Cameras that watch the belt",
        text: "A vision gantry over the main conveyor spots oversize rock and belt damage, and raises the alarm on the SCADA screens the control room already uses.",
        artAlt: "A camera gantry with two lights over a conveyor belt carrying crushed ore",
        figures: [
          { value: "11", label: "stops avoided in the first quarter" },
          { value: "24/7", label: "belt monitoring" },
        ],
      },
    ],
  },
  safety: {
    eyebrow: "Safety & standards",
    title: "Designed to the standards your inspectors check",
    intro:
      "Every cell starts with a written risk assessment and ends with a sign-off your health and safety committee can read. These are the standards we design and document to.",
    items: [
      {
        code: "CSA Z434",
        title: "Industrial robot safety",
        text: "Guarding, safeguarding distances and collaborative modes, to the Canadian standard.",
      },
      {
        code: "ISO 10218",
        title: "Robots and robot systems",
        text: "The international standard behind how we lay out, integrate and verify each cell.",
      },
      {
        code: "ISO 12100",
        title: "Risk assessment",
        text: "Every hazard listed, scored and reduced, shared with you before anything is built.",
      },
      {
        code: "O. Reg. 854",
        title: "Ontario mines and mining plants",
        text: "Underground equipment planned around the province's mining regulation, with your site's own rules on top.",
      },
    ],
    note: "Pressure equipment on our cells is registered with the TSSA where required, and our panels are built to CSA C22.2 for field approval.",
  },
  roadmap: {
    eyebrow: "Roadmap",
    title: "What this site does, and what comes next",
    intro:
      "The site is a working tool for the sales team. Here is what already ships with it, and what is lined up for the next release.",
    summary: "{done} of {total} already on the site",
    status: { done: "On the site", next: "Next release" },
    items: [
      {
        title: "English and French",
        text: "Every page in both languages, with figures written the way each reader expects.",
      },
      {
        title: "Smooth section links",
        text: "The header's links glide to each section and stop clear of the bar; instant when motion is turned down.",
      },
      {
        title: "Fade-in on scroll",
        text: "Sections ease in as they reach the screen, and simply stay put when motion is turned down.",
      },
      {
        title: "Accessible on every screen",
        text: "One column on a phone, a grid on a desktop; landmarks, labels and AA contrast throughout.",
      },
      {
        title: "Cell showcase and case studies",
        text: "A featured system with its specifications, and projects told with their results.",
      },
      {
        title: "Contact form",
        text: "Name, e-mail, company and message, with clear messages when something is missing.",
      },
      {
        title: "Specification comparison",
        text: "Cells side by side in a table that stays readable on a small screen.",
      },
      {
        title: "Service portal",
        text: "Customers log a service call and follow the technician's visit online.",
      },
    ],
  },
  careers: {
    eyebrow: "Careers",
    title: "Build robots without leaving the North",
    intro:
      "We hire in Sudbury and Timmins, train on the job and pay for your tickets. Shift work is rare; site visits are not.",
    roles: [
      { title: "Controls technician (PLC)", place: "Sudbury · Full time" },
      { title: "Robotics field service technician", place: "Timmins · Full time, travel" },
      { title: "Automation co-op student", place: "Sudbury · Four months" },
    ],
    apply: "Apply by e-mail",
  },
  contact: {
    eyebrow: "Contact",
    title: "Tell us what you want to automate",
    intro:
      "A controls engineer reads every message and calls back within one business day, usually with a question about your shift pattern.",
    phoneLabel: "Phone:",
    emailLabel: "E-mail:",
    hours:
      "Office Monday to Friday, 7\u00a0a.m. to 5\u00a0p.m. Service line open around the clock.",
    form: {
      requiredNote: "Fields marked * are required.",
      fields: {
        name: "Name",
        email: "E-mail",
        company: "Company or site",
        message: "What would you like to automate?",
      },
      errorSummary: "Please check the fields marked below.",
      errors: {
        name: "Enter your name.",
        emailMissing: "Enter your e-mail address.",
        emailInvalid: "Enter an e-mail address like name@company.ca.",
        message: "Tell us a little about the project.",
      },
      demoNote:
        "This is a template: the form sends nothing. What you type stays on this page only.",
      submit: "Send message",
      sentTitle: "Thanks, {name}: nothing was sent.",
      sentText:
        "This site is a template, so your message stayed in this browser and reached no one. What you typed is still in the form.",
    },
  },
  footer: {
    tagline: "Robotics and automation for Northern Ontario mines and plants.",
    demoBy: "A template by",
    fictional: "{name} and its clients are fictional.",
    quote: "Get a site like this",
    allTemplates: "All templates",
    backToTop: "Back to top",
  },
};
