Feature: Final Fantasy Job select Equipment
  Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to it.)
  Job select is a triggered keyword ability (CR 702.182a).
  Dragoon's Lance {1}{W}: equipped creature gets +1/+0 and is a Knight; Gae Bolg — Equip {4}.
  Machinist's Arsenal {4}{W}: equipped creature gets +2/+2 for each artifact you control and is an Artificer;
  Machina — Equip {4}.
  Astrologian's Planisphere {1}{U}: equipped creature is a Wizard and has "Whenever you cast a noncreature spell
  and whenever you draw your third card each turn, put a +1/+1 counter on this creature."; Diana — Equip {2}.
  Black Mage's Rod {1}{B}: equipped creature gets +1/+0, has "Whenever you cast a noncreature spell, this
  creature deals 1 damage to each opponent," and is a Wizard; Equip {3}.
  Samurai's Katana {2}{R}: equipped creature gets +2/+2, has trample and haste, and is a Samurai; Murasame — Equip {5}.

  Rulings: features/fin.rulings.json (copy of the shared FIN rulings file), dated 2025-06-06. Every ruling here
  rests on one repository for its card (corroborated: false): shaggy806/MTG-Engine's rulings comments, and for
  Dragoon's Lance an unidentified repository's Markdown note; the four Job select texts are attested identically
  by both. Cards not modelled in part: reference_engine/cards/data/fin_jobs.json (Dragoon's Lance's flying during
  your turn).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:61c6621b02db @cr:702.182a @cr:603.6a @cr:701.3a @cr:111.1
  Rule: The Hero token enters as a 1/1, then the Equipment is attached to it
    The Hero token enters as a 1/1 creature, then the Equipment becomes attached to it. Abilities that
    trigger when a creature enters the battlefield see that a 1/1 creature entered the battlefield.

    Wording as recorded by shaggy806/MTG-Engine (and, for Dragoon's Lance, an unidentified repository's note)
    only: single-source for each card.

    @id:job-select-hero-enters-as-1-1
    Scenario Outline: A "power 2 or less" enters trigger sees the Hero token enter as a 1/1
      Given Alice controls Vicious Clown
      And Alice has <equipment> in her hand
      And Alice has <cost> in her mana pool
      When Alice casts <equipment> from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from <equipment>
      When all players pass priority
      Then the triggered abilities put on the stack are 1 from Vicious Clown
      And <equipment> is attached to Hero
      And Hero is <hero>
      When all players pass priority
      Then Vicious Clown is 4/3

      Examples:
        | equipment                 | cost          | hero |
        | Dragoon's Lance           | {C}{W}        | 2/1  |
        | Machinist's Arsenal       | {C}{C}{C}{C}{W}        | 3/3  |
        | Astrologian's Planisphere | {C}{U}        | 1/1  |
        | Black Mage's Rod          | {C}{B}        | 2/1  |
        | Samurai's Katana          | {C}{C}{R}        | 3/3  |

    @id:job-select-hero-not-seen-as-3-3 @cr:603.2
    Scenario Outline: A "power 3 or greater" enters trigger doesn't see the Hero token the Equipment makes 3/3
      Given Alice controls Elemental Bond
      And Alice has <equipment> in her hand
      And Alice has <cost> in her mana pool
      When Alice casts <equipment> from her hand
      And all players pass priority
      And all players pass priority
      Then no triggered ability is put on the stack
      And <equipment> is attached to Hero
      And Hero is 3/3

      Examples:
        | equipment           | cost   |
        | Machinist's Arsenal | {C}{C}{C}{C}{W} |
        | Samurai's Katana    | {C}{C}{R} |

  @ruling:424ae87af7ed @cr:702.182a @cr:704.5g @cr:704.5n @cr:301.5c
  Rule: The Equipment stays on the battlefield when the Hero token is destroyed
    If the Hero token is destroyed, the Equipment stays on the battlefield.

    Wording as recorded by shaggy806/MTG-Engine (and, for Dragoon's Lance, an unidentified repository's note)
    only: single-source for each card.

    @id:job-select-hero-destroyed-equipment-stays
    Scenario Outline: Lightning Bolt destroys the Hero token; the Equipment stays, unattached
      Given Alice has <equipment> in her hand
      And Alice has <cost> in her mana pool
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Hero as targets
      When Alice casts <equipment> from her hand
      And all players pass priority until the stack is empty
      Then <equipment> is attached to Hero
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Alice controls <equipment> and no Hero
      And Alice has no <equipment> in her graveyard

      Examples:
        | equipment                 | cost   |
        | Dragoon's Lance           | {C}{W} |
        | Machinist's Arsenal       | {C}{C}{C}{C}{W} |
        | Astrologian's Planisphere | {C}{U} |
        | Black Mage's Rod          | {C}{B} |
        | Samurai's Katana          | {C}{C}{R} |

    @id:job-select-equipment-destroyed-hero-stays @cr:701.8a
    Scenario: The other way round: Shatter destroys the Equipment, and the Hero token stays as a 1/1
      Given Alice has Samurai's Katana in her hand
      And Alice has {C}{C}{R} in her mana pool
      And Bob has Shatter in his hand
      And Bob has {C}{R} in his mana pool
      And Bob will choose Samurai's Katana as targets
      When Alice casts Samurai's Katana from her hand
      And all players pass priority until the stack is empty
      Then Hero is 3/3
      When Alice passes priority
      And Bob casts Shatter from his hand
      And all players pass priority until the stack is empty
      Then Alice controls Hero and no Samurai's Katana
      And Hero is 1/1
      And Alice has Samurai's Katana in her graveyard

  @ruling:1a6b89115d52 @cr:702.6a @cr:701.3c
  Rule: The equip ability moves the Equipment from the Hero token to another creature
    You may pay the Equipment's equip cost as normal to move it from the Hero token to another creature you
    control.

    Wording as recorded by shaggy806/MTG-Engine (and, for Dragoon's Lance, an unidentified repository's note)
    only: single-source for each card.

    @id:job-select-equip-moves-from-hero
    Scenario Outline: The equip ability moves the Equipment from the Hero token to Isamaru
      Given Alice controls Isamaru, Hound of Konda
      And Alice has <equipment> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose Isamaru, Hound of Konda as targets
      When Alice casts <equipment> from her hand
      And all players pass priority until the stack is empty
      Then <equipment> is attached to Hero
      When Alice activates <equipment>'s "<equip>" ability
      And all players pass priority
      Then <equipment> is attached to Isamaru, Hound of Konda
      And Isamaru, Hound of Konda is <isamaru>
      And Hero is 1/1
      And Alice's mana pool is empty

      Examples:
        | equipment                 | mana                        | equip                  | isamaru |
        | Dragoon's Lance           | {W}{C}{C}{C}{C}{C}          | Gae Bolg — Equip {4}   | 3/2     |
        | Machinist's Arsenal       | {W}{C}{C}{C}{C}{C}{C}{C}{C} | Machina — Equip {4}    | 4/4     |
        | Astrologian's Planisphere | {U}{C}{C}{C}                | Diana — Equip {2}      | 2/2     |
        | Black Mage's Rod          | {B}{C}{C}{C}{C}             | Equip {3}              | 3/2     |
        | Samurai's Katana          | {R}{C}{C}{C}{C}{C}{C}{C}    | Murasame — Equip {5}   | 4/4     |

    @id:job-select-equip-only-to-your-creature @cr:115.1
    Scenario: The equip ability moves the Equipment only to a creature Alice controls, not to Bob's
      Given Bob controls Llanowar Elves
      And Alice has Dragoon's Lance in her hand
      And Alice has {W}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose Llanowar Elves as targets
      When Alice casts Dragoon's Lance from her hand
      And all players pass priority until the stack is empty
      And Alice tries to activate Dragoon's Lance's "Gae Bolg — Equip {4}" ability
      Then that is rejected by rule 115.1
      And Dragoon's Lance is attached to Hero
      And Alice's mana pool is {C}{C}{C}{C}

  @ruling:aedf1bfa5a9e @cr:702.182a @cr:614.1a @cr:301.5c @cr:111.1
  Rule: With Doubling Season, the Equipment is attached to only one of the two Hero tokens
    If the job select ability causes two Hero tokens to be created (due to an effect such as that of
    Doubling Season), the Equipment becomes attached to only one of them.

    Wording as recorded by shaggy806/MTG-Engine (and, for Dragoon's Lance, an unidentified repository's note)
    only: single-source for each card.

    @id:job-select-doubling-season-one-hero-equipped
    Scenario Outline: Doubling Season makes two Hero tokens; only the one Alice chooses gets the Equipment
      Given Alice controls Doubling Season
      And Alice has <equipment> in her hand
      And Alice has <cost> in her mana pool
      And Alice will choose Hero to attach it to
      When Alice casts <equipment> from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 Hero
      And the Hero permanents are <heroes>

      Examples:
        | equipment           | cost   | heroes         |
        | Dragoon's Lance     | {C}{W} | 2/1 and 1/1    |
        | Machinist's Arsenal | {C}{C}{C}{C}{W} | 3/3 and 1/1    |
        | Black Mage's Rod    | {C}{B} | 2/1 and 1/1    |
        | Samurai's Katana    | {C}{C}{R} | 3/3 and 1/1    |

    @id:job-select-doubling-season-planisphere @cr:122.6
    Scenario: Doubling Season and Astrologian's Planisphere: only the equipped Hero token has the granted ability
      Given Alice controls Doubling Season
      And Alice has Astrologian's Planisphere and Lightning Bolt in her hand
      And Alice has {C}{U}{R} in her mana pool
      And Alice will choose Hero to attach it to
      And Alice will choose Bob as targets
      When Alice casts Astrologian's Planisphere from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 Hero
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Hero
      When all players pass priority until the stack is empty
      Then the Hero permanents are 3/3 and 1/1
      And Bob's life total is 17

  @ruling:163341982a54 @cr:603.3 @cr:608.1
  Rule: Black Mage's Rod's granted ability resolves first, even if the spell is countered
    The granted ability resolves before the spell that caused it to trigger. It resolves even if that spell is
    countered or otherwise leaves the stack.

    Wording as recorded by shaggy806/MTG-Engine only: single-source for Black Mage's Rod.

    @id:black-mages-rod-trigger-resolves-first
    Scenario: The Hero token's granted ability resolves before the Lightning Bolt that made it trigger
      Given Alice has Black Mage's Rod and Lightning Bolt in her hand
      And Alice has {C}{B}{R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Black Mage's Rod from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Hero
      And the stack, from the bottom, holds Lightning Bolt and Hero's triggered ability
      When all players pass priority
      Then Bob's life total is 19
      And the stack, from the bottom, holds Lightning Bolt
      When all players pass priority
      Then Bob's life total is 16

    @id:black-mages-rod-trigger-resolves-though-countered @cr:701.6a
    Scenario: The granted ability still resolves when Bob counters the spell that made it trigger
      Given Alice has Black Mage's Rod and Lightning Bolt in her hand
      And Alice has {C}{B}{R} in her mana pool
      And Alice will choose Bob as targets
      And Bob has Cancel in his hand
      And Bob has {C}{U}{U} in his mana pool
      And Bob will choose Lightning Bolt as targets
      When Alice casts Black Mage's Rod from her hand
      And all players pass priority until the stack is empty
      And Alice casts Lightning Bolt from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 19
      And Alice has Lightning Bolt in her graveyard

    @id:black-mages-rod-creature-spell-no-trigger @cr:603.2
    Scenario: A creature spell doesn't make the granted ability trigger
      Given Alice has Black Mage's Rod and Isamaru, Hound of Konda in her hand
      And Alice has {C}{B}{W} in her mana pool
      When Alice casts Black Mage's Rod from her hand
      And all players pass priority until the stack is empty
      And Alice casts Isamaru, Hound of Konda from her hand
      Then no triggered ability is put on the stack

  @ruling:2051f1c3e131 @cr:121.2 @cr:603.2
  Rule: The Planisphere's granted ability needs only to be there when the third card is drawn
    Astrologian's Planisphere doesn't need to have been attached to a creature you control when the first or
    second card is drawn for the granted ability to trigger. As long as a creature you control has the granted
    ability when you draw your third card in a turn, that ability will trigger.

    Wording as recorded by shaggy806/MTG-Engine only: single-source for Astrologian's Planisphere.

    Background:
      Given it is Alice's upkeep
      And Alice controls Isamaru, Hound of Konda, Astrologian's Planisphere and 8 Island
      And Alice's library, from the top, is Forest, Mountain, Plains, Swamp, Wastes and Forest
      And Alice will choose Isamaru, Hound of Konda as targets

    @id:planisphere-third-card-equipped-after-first
    Scenario: Equipped after the first card is drawn, the ability triggers on the third
      Given Alice has Divination in her hand
      When the game advances to Alice's precombat main phase
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice activates Astrologian's Planisphere's "Diana — Equip {2}" ability
      And all players pass priority
      Then Astrologian's Planisphere is attached to Isamaru, Hound of Konda
      When Alice activates Island's "{T}: Add {U}." ability
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice casts Divination from her hand
      Then the triggered abilities put on the stack are 1 from Isamaru, Hound of Konda
      When all players pass priority
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Isamaru, Hound of Konda
      And Alice has Forest, Mountain, Plains and no Swamp in her hand
      When all players pass priority
      Then Isamaru, Hound of Konda has 2 +1/+1 counters

    @id:planisphere-third-card-before-equipped
    Scenario: Equipped only after the third card is drawn, the ability doesn't trigger on the fourth or fifth
      Given Alice has 2 Divination in her hand
      When the game advances to Alice's precombat main phase
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice casts Divination from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice has Forest, Mountain and Plains in her hand
      When Alice activates Island's "{T}: Add {U}." ability
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice activates Astrologian's Planisphere's "Diana — Equip {2}" ability
      And all players pass priority
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice activates Island's "{T}: Add {U}." ability
      And Alice casts Divination from her hand
      Then the triggered abilities put on the stack are 1 from Isamaru, Hound of Konda
      When all players pass priority until the stack is empty
      Then Alice has Swamp and Wastes in her hand
      And Isamaru, Hound of Konda has 1 +1/+1 counter
