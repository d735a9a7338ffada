/** The mining template's News page. Each story's category and picture are in ../data.ts, under the same id. */
export const miningNewsEn = {
  hero: {
    eyebrow: "News",
    title: "News from the Basin and beyond",
    text: "Discoveries, safety milestones and community stories from our sites, told by the people who work on them.",
  },
  filter: {
    label: "Show stories about",
    categories: {
      all: "All",
      discovery: "Discovery",
      safety: "Safety",
      environment: "Environment",
      technology: "Technology",
      community: "Community",
      partnership: "Partnership",
      training: "Training",
      sustainability: "Sustainability",
    },
    count: "{shown} of {total} stories",
    empty: "No stories in this category yet. Try another one, or All.",
  },
  featured: {
    title: "Featured stories",
    readMore: "Read the full story",
    by: "By {author}",
    imageAlt: "Illustration for the story: {title}",
    items: {
      "levack-deep-zone": {
        title: "New nickel-copper zone confirmed two kilometres below Levack",
        excerpt:
          "Eleven holes from our deepest drill bay outline a zone that could extend the life of the Levack shaft by fifteen years.",
        body: "Drilling from the 2,140-metre level has intersected massive sulphides in eleven of fourteen holes, including 9.4 metres grading 3.1% nickel and 2.6% copper. Our geologists logged the core within hours of it reaching surface, and assays came back from the Sudbury lab in nine days. A resource estimate is planned for the fall.",
        author: "Dr. Anika Lehtonen, Chief Geologist",
        date: "March 12, 2024",
        readTime: "4 min read",
        tags: ["Nickel", "Exploration", "Levack"],
      },
      "timmins-100k-hours": {
        title: "Timmins fleet passes 100,000 battery-electric hours",
        excerpt:
          "Eighteen trucks and loaders, four charging bays and zero diesel particulate: a year of data from our largest electric fleet.",
        body: "Since the last diesel truck left the Timmins ramp, air quality at the working faces has improved enough to cut ventilation by 35%. Battery swaps take under ten minutes, and our mechanics, trained on site, now handle 90% of repairs without calling the manufacturer.",
        author: "Marc Lefebvre, Fleet Electrification Lead",
        date: "February 27, 2024",
        readTime: "6 min read",
        tags: ["Electrification", "Timmins", "Ventilation"],
      },
    },
  },
  recent: {
    title: "Recent updates",
    loadMore: "Load More",
    items: {
      "levack-million-hours": {
        title: "Levack crews pass one million hours without a lost-time injury",
        excerpt:
          "The shaft team's milestone took 26 months of pre-shift checks and one rule: anyone can stop the job.",
        date: "February 15, 2024",
        readTime: "3 min read",
      },
      "apprentices-2024": {
        title: "Thirty-two apprentices graduate from our Copper Ridge training centre",
        excerpt:
          "New miners, electricians and millwrights start at sites from Sudbury to Red Lake this spring.",
        date: "February 2, 2024",
        readTime: "2 min read",
      },
      "trades-scholarships": {
        title: "A new mining-trades scholarship fund for Northern Ontario students",
        excerpt:
          "Forty scholarships a year for students from the North entering mining, trades and environmental programs.",
        date: "January 22, 2024",
        readTime: "2 min read",
      },
      "coniston-freshet": {
        title: "Coniston wetland cells come through their first spring melt",
        excerpt:
          "Water leaving the passive treatment cells met discharge targets every week of the freshet.",
        date: "January 9, 2024",
        readTime: "4 min read",
      },
      "ring-of-fire-agreement": {
        title: "Exploration agreement signed with two Ring of Fire First Nations",
        excerpt:
          "The agreement covers hiring, contracting, water monitoring and a say in every stage of the camp.",
        date: "December 14, 2023",
        readTime: "5 min read",
      },
      "sustainability-2023": {
        title: "Our 2023 sustainability report: diesel down 18% company-wide",
        excerpt:
          "Electrified fleets, heat recovery and smarter ventilation lead the year's progress.",
        date: "November 30, 2023",
        readTime: "6 min read",
      },
      "remote-raise-borer": {
        title: "Remote-operated raise borer completes its first raise at Levack",
        excerpt:
          "Operators ran the 180-metre raise from a control room on surface, away from the rock face.",
        date: "November 8, 2023",
        readTime: "3 min read",
      },
      "mine-rescue-win": {
        title: "Our mine rescue team wins the regional competition",
        excerpt:
          "The Copper Ridge team placed first in first aid, firefighting and the underground problem.",
        date: "October 19, 2023",
        readTime: "2 min read",
      },
      "mcfaulds-solar": {
        title: "Solar array now powers the McFaulds Lake camp nine hours a day",
        excerpt: "The 600-kilowatt array cuts generator fuel flown in to the camp by almost half.",
        date: "October 3, 2023",
        readTime: "3 min read",
      },
      "levack-step-out": {
        title: "Step-out hole extends the Levack footwall zone by 180 metres",
        excerpt: "The new intercept keeps the zone open to the east and at depth.",
        date: "September 18, 2023",
        readTime: "3 min read",
      },
    },
  },
  newsletter: {
    title: "Field notes, once a month",
    text: "Project news, safety lessons and job openings from our sites, in your inbox.",
    label: "E-mail address",
    placeholder: "you@company.ca",
    button: "Subscribe",
    notice:
      "This is a demo template: subscriptions are switched off, so your address was not saved.",
  },
};
