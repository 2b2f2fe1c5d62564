Feature: 106 Mana
  The first five rules paragraphs on every seed ruling page: undefined mana (106.5), what a permanent
  "could produce" (106.7), tapping for mana (106.12), and the triggered abilities (106.12a) and
  replacement effects (106.12b) that apply when a permanent is tapped for mana.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:893d99f19474 @cr:106.5
  Rule: 106.5 Mana of an undefined type is no mana
    If an ability would produce one or more mana of an undefined type, it produces no mana instead.

    @id:mana-undefined-exotic-orchard @cr:106.7
    Scenario: Exotic Orchard with no opponent's land can be tapped, and adds no mana
      Given Alice controls Exotic Orchard
      And Bob controls Traveling Chocobo
      When Alice activates Exotic Orchard's "{T}: Add one mana of any color that a land an opponent controls could produce." ability
      Then Exotic Orchard is tapped
      And Alice's mana pool is empty

    @id:mana-undefined-fellwar-colorless-only @cr:106.7 @cr:106.1b
    Scenario: Fellwar Stone adds no mana when opposing lands could produce only colourless mana
      Given Alice controls Fellwar Stone
      And Bob controls Wastes
      When Alice activates Fellwar Stone's "{T}: Add one mana of any color that a land an opponent controls could produce." ability
      Then Fellwar Stone is tapped
      And Alice's mana pool is empty

    @id:mana-defined-fellwar @cr:106.7
    Scenario: With an opponent's Forest, Fellwar Stone adds green mana
      Given Alice controls Fellwar Stone
      And Bob controls Forest (tapped)
      When Alice activates Fellwar Stone's "{T}: Add one mana of any color that a land an opponent controls could produce." ability
      Then Alice's mana pool is {G}

    @id:mana-undefined-chosen-color @cr:614.12
    Scenario: A land whose colour was never chosen adds no mana
      Given Alice controls Crossroads Village
      When Alice activates Crossroads Village's "{T}: Add one mana of the chosen color." ability
      Then Crossroads Village is tapped
      And Alice's mana pool is empty

  @ruling:5772cdddf046 @cr:106.7
  Rule: 106.7 What a permanent could produce
    Some abilities produce mana based on the type of mana another permanent or permanents "could
    produce." The type of mana a permanent could produce at any time includes any type of mana that an
    ability of that permanent would produce if the ability were to resolve at that time, taking into
    account any applicable replacement effects in any possible order. Ignore whether any costs of the
    ability could or could not be paid. If that permanent wouldn't produce any mana under these
    conditions, or no type of mana can be defined this way, there's no type of mana it could produce.

    @id:could-produce-type-includes-colorless @cr:106.1b
    Scenario: Reflecting Pool can add colourless mana: it looks for any type, not any colour
      Given Alice controls Reflecting Pool and Wastes (tapped)
      When Alice activates Reflecting Pool's "{T}: Add one mana of any type that a land you control could produce." ability
      Then Alice's mana pool is {C}

    @id:could-produce-ignores-costs @cr:106.7
    Scenario: A tapped land still could produce its mana
      Given Alice controls Reflecting Pool, Forest (tapped) and Island (tapped)
      And Alice will choose {U} as the type of mana
      When Alice activates Reflecting Pool's "{T}: Add one mana of any type that a land you control could produce." ability
      Then Alice's mana pool is {U}

    @id:could-produce-two-reflecting-pools @cr:106.5
    Scenario: Two Reflecting Pools alone could produce no type of mana
      Given Alice controls 2 Reflecting Pool
      When Alice activates Reflecting Pool's "{T}: Add one mana of any type that a land you control could produce." ability
      Then Alice's mana pool is empty

    @id:could-produce-land-without-mana-ability @cr:106.5
    Scenario: A land with no mana ability contributes no type
      Given Alice controls Exotic Orchard
      And Bob controls Bazaar of Baghdad
      When Alice activates Exotic Orchard's "{T}: Add one mana of any color that a land an opponent controls could produce." ability
      Then Alice's mana pool is empty


    @id:could-produce-only-lands @cr:106.7
    Scenario: Reflecting Pool looks only at lands: Llanowar Elves doesn't count
      Given Alice controls Reflecting Pool and Llanowar Elves
      When Alice activates Reflecting Pool's "{T}: Add one mana of any type that a land you control could produce." ability
      Then Alice's mana pool is empty

    @id:could-produce-counts-replacement-effects @cr:106.12b @cr:614.1a
    Scenario: Under Contamination, an opponent's Forest could produce only black mana
      Given Alice controls Fellwar Stone
      And Bob controls Forest and Contamination
      When Alice activates Fellwar Stone's "{T}: Add one mana of any color that a land an opponent controls could produce." ability
      Then Alice's mana pool is {B}

    @id:could-produce-counts-every-ability @cr:106.7
    Scenario: Exotic Orchard can add red: Shivan Reef could produce it with its second ability, not only {C} with its first
      Given Alice controls Exotic Orchard
      And Bob controls Shivan Reef
      And Alice will choose red as the color of mana
      When Alice activates Exotic Orchard's "{T}: Add one mana of any color that a land an opponent controls could produce." ability
      Then Alice's mana pool is {R}

    @id:could-produce-counts-every-ability-colorless @cr:106.7 @cr:106.1b
    Scenario: Reflecting Pool can add {C}: Shivan Reef could produce it with its first ability, not only {U} or {R} with its second
      Given Alice controls Reflecting Pool and Shivan Reef (tapped)
      And Alice will choose {C} as the type of mana
      When Alice activates Reflecting Pool's "{T}: Add one mana of any type that a land you control could produce." ability
      Then Alice's mana pool is {C}

  @ruling:136c01411038 @cr:106.12
  Rule: 106.12 To tap a permanent for mana is to activate its mana ability with {T} in the cost
    To "tap [a permanent] for mana" is to activate a mana ability of that permanent that includes the
    {T} symbol in its activation cost. See rule 605, "Mana Abilities."

    @id:tapped-for-mana-creature @cr:106.12 @cr:605.1a
    Scenario: Tapping Llanowar Elves for mana is tapping a permanent for mana
      Given Alice controls Llanowar Elves and Mana Reflection
      When Alice activates Llanowar Elves's "{T}: Add {G}." ability
      Then Alice's mana pool is {G}{G}

    @id:untap-ability-is-not-tapping-for-mana @cr:106.12 @cr:107.6
    Scenario: Pili-Pala's {Q} mana ability is not tapping it for mana
      Given Alice controls Pili-Pala (tapped) and Mana Reflection
      And Alice has {C}{C} in her mana pool
      And Alice will choose white as the color of mana
      When Alice activates Pili-Pala's "{2}, {Q}: Add one mana of any color." ability
      Then Alice's mana pool is {W}
      And Pili-Pala is untapped

    @id:triggered-mana-is-not-tapping-for-mana @cr:106.12 @cr:106.12b @cr:605.1b
    Scenario: Lotus Cobra's triggered ability adds mana without tapping a permanent: Mana Reflection doesn't double it
      Given Alice controls Lotus Cobra and Mana Reflection
      And Alice has Forest in her hand
      And Alice will choose green as the color of mana
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Lotus Cobra
      When all players pass priority
      Then Alice's mana pool is {G}

    @id:tapped-for-mana-no-stack @cr:605.3b @cr:605.3a
    Scenario: Mana abilities don't use the stack, and can be activated while casting a spell
      Given Alice controls Forest, Wastes and Llanowar Elves
      And Alice has Grazing Gladehart in her hand
      When Alice casts Grazing Gladehart from her hand
      And while casting it, Alice activates Forest's "{T}: Add {G}." ability
      And while casting it, Alice activates Wastes's "{T}: Add {C}." ability
      And while casting it, Alice activates Llanowar Elves's "{T}: Add {G}." ability
      Then Alice's mana pool is empty
      And the stack, from the bottom, holds Grazing Gladehart
      When all players pass priority
      Then Alice controls Grazing Gladehart

  @ruling:a0c8aedfb391 @cr:106.12a
  Rule: 106.12a "Is tapped for mana" triggers when the mana ability resolves and produces mana
    An ability that triggers whenever a permanent "is tapped for mana" or is tapped for mana of a
    specified type triggers whenever such a mana ability resolves and produces mana or the specified
    type of mana.

    @id:mana-flare-adds-the-type-produced @cr:605.4a
    Scenario: Mana Flare adds one more mana of the type the land produced
      Given Alice controls Forest
      And Bob controls Mana Flare
      When Alice activates Forest's "{T}: Add {G}." ability
      Then Alice's mana pool is {G}{G}
      And the stack is empty

    @id:heartbeat-follows-the-chosen-type @cr:605.4a
    Scenario: Heartbeat of Spring adds the type that Shivan Reef actually produced
      Given Alice controls Shivan Reef and Heartbeat of Spring
      And Alice will choose {R} as the type of mana
      When Alice activates Shivan Reef's "{T}: Add {U} or {R}. This land deals 1 damage to you." ability
      Then Alice's mana pool is {R}{R}
      And Alice's life total is 19

    @id:mana-flare-no-mana-no-trigger @cr:106.5
    Scenario: A land that produces no mana doesn't make Mana Flare trigger
      Given Alice controls Exotic Orchard and Mana Flare
      When Alice activates Exotic Orchard's "{T}: Add one mana of any color that a land an opponent controls could produce." ability
      Then Alice's mana pool is empty

    @id:mana-flare-only-lands @cr:106.12
    Scenario: Tapping a creature for mana doesn't make Mana Flare trigger
      Given Alice controls Llanowar Elves and Mana Flare
      When Alice activates Llanowar Elves's "{T}: Add {G}." ability
      Then Alice's mana pool is {G}

  @ruling:824918dcea76 @cr:106.12b
  Rule: 106.12b Replacement effects on "tapped for mana" modify the mana production event
    A replacement effect that applies if a permanent "is tapped for mana" or tapped for mana of a
    specific type and/or amount modifies the mana production event while such an ability is resolving
    and producing mana or the specified type and/or amount of mana.

    @id:contamination-replaces-land-mana @cr:614.1a
    Scenario: Under Contamination, a Forest tapped for mana produces black mana
      Given Alice controls Forest
      And Bob controls Contamination
      When Alice activates Forest's "{T}: Add {G}." ability
      Then Alice's mana pool is {B}

    @id:contamination-then-mana-flare @cr:106.12a
    Scenario: Mana Flare adds a mana of the type the land produced after Contamination's replacement
      Given Alice controls Forest and Mana Flare
      And Bob controls Contamination
      When Alice activates Forest's "{T}: Add {G}." ability
      Then Alice's mana pool is {B}{B}

    @id:mana-reflection-not-on-triggered-mana @cr:106.12a
    Scenario: Mana Reflection doubles the Forest's mana, not the mana Mana Flare adds
      Given Alice controls Forest, Mana Reflection and Mana Flare
      When Alice activates Forest's "{T}: Add {G}." ability
      Then Alice's mana pool is {G}{G}{G}

    @id:contamination-not-on-creatures @cr:106.12b
    Scenario: Contamination doesn't change the mana a creature is tapped for
      Given Alice controls Llanowar Elves
      And Bob controls Contamination
      When Alice activates Llanowar Elves's "{T}: Add {G}." ability
      Then Alice's mana pool is {G}

    @id:mana-reflection-only-yours @cr:106.12b
    Scenario: Mana Reflection affects only its controller's permanents
      Given Alice controls Forest
      And Bob controls Mana Reflection
      When Alice activates Forest's "{T}: Add {G}." ability
      Then Alice's mana pool is {G}

    @id:replacement-order-contamination-first @cr:616.1 @cr:614.1a
    Scenario: Contamination applied first, then Mana Reflection: the Forest produces {B}{B}
      Given Alice controls Forest and Mana Reflection
      And Bob controls Contamination
      And Alice will choose Contamination as the replacement effect to apply first
      When Alice activates Forest's "{T}: Add {G}." ability
      Then Alice's mana pool is {B}{B}

    @id:replacement-order-reflection-first @cr:616.1 @cr:614.1a
    Scenario: Mana Reflection applied first, then Contamination: the Forest produces {B}
      Given Alice controls Forest and Mana Reflection
      And Bob controls Contamination
      And Alice will choose Mana Reflection as the replacement effect to apply first
      When Alice activates Forest's "{T}: Add {G}." ability
      Then Alice's mana pool is {B}
