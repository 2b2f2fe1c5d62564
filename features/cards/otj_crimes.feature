Feature: Committing a crime: a spell or ability that targets an opponent or what an opponent controls
  Vadmir, New Blood {1}{B} — Legendary Creature — Vampire Rogue 2/2: Whenever you commit a crime, put a +1/+1
  counter on Vadmir. This ability triggers only once each turn. (Its last ability, menace and lifelink with four
  counters, has its scenarios in otj_vadmir_new_blood.feature.)
  Hardbristle Bandit {1}{G} — Creature — Plant Rogue 1/1: {T}: Add one mana of any color. Whenever you commit a
  crime, untap this creature. This ability triggers only once each turn.

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); recorded for both cards, so each has its own rows. CR 700.13: a player commits a crime as
  they cast a spell, activate an ability or put a triggered ability on the stack that targets an opponent, a
  permanent, spell or ability an opponent controls, or a card in an opponent's graveyard. (No card of the
  data targets a card in a graveyard of the player's choice here, so that case has no scenario.)

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Memnite
    And Bob controls Grizzly Bears

  @ruling:c161e857fc3e @cr:700.13 @cr:603.2
  Rule: Targeting an opponent, or what an opponent controls, is a crime; targeting one's own things isn't
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the stack
    that targets at least one opponent, at least one permanent, spell, or ability an opponent controls, and/or
    at least one card in an opponent's graveyard.

    @id:otj-crime-spell-targets-opponent
    Scenario Outline: Alice's Lightning Bolt targeting <target> is a crime: <card>'s ability triggers
      Given Alice controls <permanent>
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose <target> as targets
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from <card>
      When all players pass priority until the stack is empty
      Then <after>

      Examples:
        | card               | permanent                   | target        | after                                |
        | Vadmir, New Blood  | Vadmir, New Blood           | Bob           | Vadmir, New Blood has 1 +1/+1 counter |
        | Vadmir, New Blood  | Vadmir, New Blood           | Grizzly Bears | Vadmir, New Blood has 1 +1/+1 counter |
        | Hardbristle Bandit | Hardbristle Bandit (tapped) | Bob           | Hardbristle Bandit is untapped       |
        | Hardbristle Bandit | Hardbristle Bandit (tapped) | Grizzly Bears | Hardbristle Bandit is untapped       |

    @id:otj-crime-activated-ability-targets-opponents-creature
    Scenario Outline: Giant Killer's ability tapping Bob's Grizzly Bears is a crime: <card>'s ability triggers
      Given Alice controls <permanent> and Giant Killer
      And Alice has {W}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice activates Giant Killer's "{1}{W}, {T}: Tap target creature." ability
      Then the triggered abilities put on the stack are 1 from <card>
      When all players pass priority until the stack is empty
      Then <after>

      Examples:
        | card               | permanent                   | after                                 |
        | Vadmir, New Blood  | Vadmir, New Blood           | Vadmir, New Blood has 1 +1/+1 counter |
        | Hardbristle Bandit | Hardbristle Bandit (tapped) | Hardbristle Bandit is untapped        |

    @id:otj-crime-triggered-ability-targets-opponents-creature
    Scenario Outline: Makindi Ox's landfall ability targeting Bob's Grizzly Bears is a crime: <card>'s ability triggers
      Given Alice controls <permanent> and Makindi Ox
      And Alice has Forest in her hand
      And Alice will choose Grizzly Bears as targets
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Makindi Ox and 1 from <card>
      And the stack, from the bottom, holds Makindi Ox's triggered ability and <card>'s triggered ability

      Examples:
        | card               | permanent                   |
        | Vadmir, New Blood  | Vadmir, New Blood           |
        | Hardbristle Bandit | Hardbristle Bandit (tapped) |

    @id:otj-crime-own-targets-no-crime
    Scenario Outline: Alice's Lightning Bolt targeting her own <target> is no crime: <card>'s ability doesn't trigger
      Given Alice controls <permanent>
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose <target> as targets
      When Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then <after>

      Examples:
        | card               | permanent                   | target  | after                                  |
        | Vadmir, New Blood  | Vadmir, New Blood           | Memnite | Vadmir, New Blood has 0 +1/+1 counters |
        | Vadmir, New Blood  | Vadmir, New Blood           | Alice   | Vadmir, New Blood has 0 +1/+1 counters |
        | Hardbristle Bandit | Hardbristle Bandit (tapped) | Memnite | Hardbristle Bandit is tapped           |
        | Hardbristle Bandit | Hardbristle Bandit (tapped) | Alice   | Hardbristle Bandit is tapped           |

  @ruling:c161e857fc3e @cr:700.13 @cr:702.12b
  Rule: Overzealous Muscle: a crime during its controller's turn makes it indestructible
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the stack
    that targets at least one opponent, at least one permanent, spell, or ability an opponent controls, and/or
    at least one card in an opponent's graveyard.

    (Overzealous Muscle {4}{B} — Creature — Ogre Mercenary 5/4: Whenever you commit a crime during your turn,
    this creature gains indestructible until end of turn.)

    @id:otj-overzealous-muscle-crime-on-own-turn
    Scenario: Alice's Lightning Bolt at Bob on her turn is a crime: Overzealous Muscle survives her Murder
      Given Alice controls Overzealous Muscle
      And Alice has Lightning Bolt and Murder in her hand
      And Alice has {R}{B}{B}{C} in her mana pool
      And Alice will choose Bob, then Overzealous Muscle as targets
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Overzealous Muscle
      When all players pass priority until the stack is empty
      And Alice casts Murder from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Overzealous Muscle

    @id:otj-overzealous-muscle-crime-on-opponents-turn
    Scenario: The same crime during Bob's turn doesn't trigger Overzealous Muscle
      Given it is Bob's precombat main phase
      And Alice controls Overzealous Muscle
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Bob passes priority
      And Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
