/** The construction template's Projects page. Each project's status and picture are in ../projects/data.ts, under the same id. */
export const constructionProjectsEn = {
  hero: {
    eyebrow: "Our projects",
    title: "Six projects, from Ramsey Lake to the Porcupine",
    text: "Homes, a clinic, a seniors' residence, an arena and a main street, built and kept standing by the same Greater Sudbury crews. Here is where each one stands today.",
  },
  grid: {
    eyebrow: "Featured work",
    title: "Built, building and on call",
    intro:
      "Every project has one project lead from the first site visit to the last deficiency, and the numbers below are the ones we report to its owner.",
    location: "Location",
    year: "Year",
    status: "Status",
    metrics: "Key figures",
    features: "What went into it",
    imageAlt: "Illustration of {title}",
    items: {
      "ramsey-lake": {
        title: "Ramsey Lake Residence",
        location: "Sudbury, Ontario",
        year: "2024",
        description:
          "A lakefront family home stepped down a granite ridge, with a timber-frame great room facing south over the water and a walkout lower level cut into the rock.",
        metrics: [
          { label: "Floor area", value: "3,400 sq ft" },
          { label: "Air tightness", value: "0.9 ACH50" },
          { label: "Build time", value: "11 months" },
        ],
        features: [
          "Footings pinned to bedrock, no blasting",
          "Triple-glazed windows, heat pump and HRV",
          "Douglas fir timber frame raised in two days",
        ],
      },
      "walden-clinic": {
        title: "Walden Family Health Clinic",
        location: "Lively, Ontario",
        year: "2023",
        description:
          "A single-storey clinic for twelve family doctors and nurse practitioners, with a covered drop-off, a pharmacy and exam rooms that get daylight.",
        metrics: [
          { label: "Floor area", value: "9,800 sq ft" },
          { label: "Exam rooms", value: "22" },
          { label: "Handed over", value: "3 weeks early" },
        ],
        features: [
          "Steel frame on a frost-protected slab",
          "Barrier-free from the parking lot to every room",
          "Rooftop units sized for −40 °C",
        ],
      },
      "elliot-lake-residence": {
        title: "Elliot Lake Seniors' Residence",
        location: "Elliot Lake, Ontario",
        year: "2026",
        description:
          "A four-storey mass-timber building of 48 apartments for seniors who want to stay in town, with a dining room, a clinic suite and a garden courtyard.",
        metrics: [
          { label: "Apartments", value: "48" },
          { label: "Storeys", value: "4" },
          { label: "Energy target", value: "Net-zero ready" },
        ],
        features: [
          "Cross-laminated timber floors from Ontario mills",
          "Heat-pump plant with a solar-ready roof",
          "Designed with the town's seniors' council",
        ],
      },
      "espanola-lofts": {
        title: "Espanola Main Street Lofts",
        location: "Espanola, Ontario",
        year: "2026",
        description:
          "Turning a 1940s department store into sixteen loft apartments over three ground-floor shops, keeping its brick front and its maple floors.",
        metrics: [
          { label: "Apartments", value: "16" },
          { label: "Shops", value: "3" },
          { label: "Original brick kept", value: "90%" },
        ],
        features: [
          "Heritage façade restored brick by brick",
          "New steel stair and elevator core",
          "Sprinklers and fire separations to today's code",
        ],
      },
      "timmins-arena": {
        title: "Timmins Community Arena Renewal",
        location: "Timmins, Ontario",
        year: "2025",
        description:
          "A new roof, insulated walls and rebuilt change rooms for a 1970s arena, done in phases between hockey seasons so the ice never closes in winter.",
        metrics: [
          { label: "Roof replaced", value: "4,200 m²" },
          { label: "Phases", value: "3 of 4 done" },
          { label: "Ice days lost", value: "0" },
        ],
        features: [
          "Work phased around the ice schedule",
          "Snow-load reinforcement of the roof trusses",
          "Six barrier-free change rooms",
        ],
      },
      "emergency-program": {
        title: "Greater Sudbury Emergency Repair Program",
        location: "Greater Sudbury, Ontario",
        year: "Since 2012",
        description:
          "Round-the-clock repairs for a regional housing provider and for homeowners: roofs torn off by storms, burst pipes, broken doors and fire damage, secured the same night.",
        metrics: [
          { label: "Calls answered", value: "1,900+" },
          { label: "Average arrival", value: "1 h 40 min" },
          { label: "Homes covered", value: "2,300" },
        ],
        features: [
          "A crew and a stocked truck on call every night",
          "Photos and a written report by the next morning",
          "Insurance paperwork handled for the owner",
        ],
      },
    },
  },
  cta: {
    title: "Have a lot, a building or a plan in mind?",
    text: "Tell us where it is and what you want to build. A project lead will call you back within 24 hours.",
    primary: "Start your project",
    call: "Call {phone}",
  },
};
