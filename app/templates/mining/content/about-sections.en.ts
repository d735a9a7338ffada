/** The mining about page's sections below its hero, loaded with their code (about-sections.ts). */
export const miningAboutSectionsEn = {
  mission: {
    eyebrow: "Our mission",
    title: "Develop and restore mines safely, so the North shares in its own wealth",
    body: [
      "We take on the hard parts of mining: deep shafts, remote camps, new technology and the long work of closure. We do them with crews who live where they work, and who know that a schedule is never worth an injury.",
      "Every project we accept has to leave three things better than we found them: the safety of the people on it, the skills of the community around it, and the land under it.",
    ],
    facts: [
      { value: "1,400", label: "employees" },
      { value: "62%", label: "live in Northern Ontario" },
      { value: "40", label: "active sites" },
    ],
  },
  values: {
    eyebrow: "What we stand for",
    title: "Four values, written by our crews",
    items: {
      safety: {
        title: "Safety first, always",
        body: "No task is so urgent that it cannot be done safely. Every worker has the right, and the duty, to stop work.",
      },
      land: {
        title: "Respect for the land",
        body: "We plan closure before the first blast, protect water first, and leave sites greener than we found them.",
      },
      partnership: {
        title: "Partnership",
        body: "With First Nations and Métis communities, clients, unions and local suppliers: agreements we are proud to keep.",
      },
      craft: {
        title: "Craft and curiosity",
        body: "From hand-held drills to battery-electric loaders, we take pride in the work and keep looking for a better way.",
      },
    },
  },
  leadership: {
    eyebrow: "Leadership",
    title: "People who started underground",
    portrait: "Monogram of {name}",
    people: {
      "elise-gagnon": {
        name: "Élise Gagnon",
        role: "President & CEO",
        bio: "Mining engineer from Laurentian University. Joined as an underground planner in 1996 and now leads our move into critical minerals.",
      },
      "robert-makela": {
        name: "Robert Mäkelä",
        role: "Chief Operating Officer",
        bio: "Started as a shaft miner in 1991. Oversees our 40 active sites and the mine rescue program he once trained in.",
      },
      "priya-raman": {
        name: "Priya Raman",
        role: "VP, Environment & Closure",
        bio: "Hydrogeologist with 19 years in tailings and water stewardship. Led the regreening of 600 hectares near Coniston.",
      },
      "tom-beaudry": {
        name: "Tom Beaudry",
        role: "VP, Safety & Training",
        bio: "Certified mine rescue instructor with 24 years on the job. Built our Copper Ridge training centre in 2012.",
      },
    },
  },
  history: {
    eyebrow: "Our history",
    title: "From one hoist to fifteen countries",
    entries: [
      {
        year: "1974",
        title: "Founded in Sudbury",
        body: "Three shaft miners start Sudbury Minerals with a single hoist and a contract at a Levack nickel mine.",
      },
      {
        year: "1985",
        title: "Our first deep shaft",
        body: "We complete a shaft below 1,500 metres, a record in the Basin at the time, without a lost-time injury.",
      },
      {
        year: "1995",
        title: "Working abroad",
        body: "A raise-boring contract in Chile's Atacama Desert begins our work outside Canada.",
      },
      {
        year: "2005",
        title: "Reclamation division",
        body: "We launch a team for tailings, water and closure, and join the Sudbury regreening effort.",
      },
      {
        year: "2015",
        title: "Battery-electric pioneers",
        body: "Our first battery-electric loader goes underground near Timmins; diesel use on that site falls by half.",
      },
      {
        year: "2024",
        title: "Fifty years, 1,200 projects",
        body: "We mark our 50th year with 1,400 people, work in 15 countries and a 99.8% safety record.",
      },
    ],
  },
  join: {
    title: "Build your career underground",
    text: "We hire apprentices, engineers, geologists and tradespeople every season, and we train them at our own centre in Sudbury.",
    primary: "Contact our team",
    secondary: "See our projects",
  },
};
