/** The construction template's News page. Each story's category and picture are in ../news/data.ts, under the same id. */
export const constructionNewsEn = {
  hero: {
    eyebrow: "News",
    title: "News from our sites and our shop",
    text: "Ground broken, roofs raised, safety milestones and the odd award: what our crews across Northern Ontario have been up to.",
  },
  filter: {
    label: "Show news about",
    categories: {
      all: "All",
      "company-news": "Company News",
      sustainability: "Sustainability",
      innovation: "Innovation",
      community: "Community",
      safety: "Safety",
      growth: "Growth",
      research: "Research",
      financial: "Financial",
    },
    count: "{shown} of {total} stories",
    empty: "No news in this category yet. Try another one, or All.",
  },
  featured: {
    title: "Featured stories",
    readMore: "Read the full story",
    by: "By {author}",
    imageAlt: "Illustration for the story: {title}",
    items: {
      "elliot-lake-timber": {
        title: "Elliot Lake residence to be the North's first mass-timber seniors' building",
        excerpt:
          "Cross-laminated timber floors and walls will go up in fourteen weeks, about half the time of concrete, and store carbon instead of emitting it.",
        body: "The 48 apartments of the Elliot Lake Seniors' Residence will sit on a concrete podium, with four storeys of cross-laminated timber above it, milled in Ontario. Panels arrive cut to size with openings for windows and ducts, so a crew of eight can close in a floor in under two weeks, even in February. The building is designed to be net-zero ready: a heat-pump plant, triple glazing and a roof laid out for solar panels when the town's grid can take them.",
        author: "Dana Kivi, Project Lead",
        date: "April 8, 2025",
        readTime: "5 min read",
        tags: ["Mass timber", "Elliot Lake", "Seniors' housing"],
      },
      "arena-phase-three": {
        title: "Timmins arena: phase three finished, and the ice never closed",
        excerpt:
          "The new roof is on over the stands and the change rooms are rebuilt, all between the last game of one season and the first practice of the next.",
        body: "Phase three of the Timmins Community Arena Renewal replaced 1,400 square metres of roof over the stands and rebuilt six change rooms to barrier-free standards. Our crews worked nights during the spring tournaments and reinforced the trusses for the heavier snow loads of today's building code. The last phase, the lobby and the ice plant room, starts in May.",
        author: "Luc Bérubé, Site Superintendent",
        date: "March 20, 2025",
        readTime: "4 min read",
        tags: ["Arena", "Timmins", "Renovation"],
      },
    },
  },
  recent: {
    title: "Recent updates",
    loadMore: "Load More",
    items: {
      "five-hundred-days": {
        title: "Our crews pass 500 days without a lost-time injury",
        excerpt:
          "Daily hazard talks, a stop-work card in every pocket and site leads who walk the job before anyone else.",
        date: "March 3, 2025",
        readTime: "3 min read",
      },
      "timmins-yard": {
        title: "A new yard and shop in Timmins for our northern crews",
        excerpt:
          "Ten jobs, a heated shop and a material yard that cut four hours of driving from every northern delivery.",
        date: "February 12, 2025",
        readTime: "2 min read",
      },
      "frost-foundations": {
        title: "Testing shallow frost-protected foundations on Canadian Shield rock",
        excerpt:
          "Sensors under three of our homes record ground temperatures through the winter, with a college building-science lab.",
        date: "January 27, 2025",
        readTime: "6 min read",
      },
      "year-in-numbers": {
        title: "2024 in numbers: $48 million of work put in place",
        excerpt:
          "Our strongest year yet, with 41 projects handed over and a profit-sharing bonus paid to every employee.",
        date: "January 15, 2025",
        readTime: "4 min read",
      },
      "warming-hut": {
        title: "Volunteer crews build a warming hut for a Ramsey Lake skating trail",
        excerpt:
          "Two weekends, donated lumber and a wood stove: the hut opened in time for the first cold snap.",
        date: "December 18, 2024",
        readTime: "2 min read",
      },
      "walden-award": {
        title: "The Walden Family Health Clinic wins a regional building award",
        excerpt:
          "The jury singled out its daylit exam rooms and a handover three weeks ahead of schedule.",
        date: "November 21, 2024",
        readTime: "3 min read",
      },
      "drone-quotes": {
        title: "A drone survey now comes with every quote over $250,000",
        excerpt:
          "Grading, drainage and rock work priced from a 3D survey accurate to two centimetres.",
        date: "October 30, 2024",
        readTime: "3 min read",
      },
      "site-recycling": {
        title: "Our job sites now keep 78% of their waste out of the landfill",
        excerpt:
          "Sorted bins for wood, metal, drywall and cardboard, and a supplier who takes back what is left over.",
        date: "September 24, 2024",
        readTime: "4 min read",
      },
      "heights-training": {
        title: "Every site lead now certified in working at heights and first aid",
        excerpt:
          "Forty-two people trained over the summer, with refreshers booked every three years.",
        date: "August 14, 2024",
        readTime: "2 min read",
      },
      "espanola-approval": {
        title: "Espanola council approves the Main Street Lofts",
        excerpt:
          "Sixteen apartments and three shops will fill the old department store, brick front and all.",
        date: "July 9, 2024",
        readTime: "3 min read",
      },
    },
  },
  newsletter: {
    title: "Site notes, four times a year",
    text: "Project news, building tips for Northern homes and the occasional job opening, in your inbox.",
    label: "E-mail address",
    placeholder: "you@example.ca",
    button: "Subscribe",
    notice:
      "This is a demo template: subscriptions are switched off, so your address was not saved.",
  },
};
