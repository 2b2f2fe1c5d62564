Feature: Offspring: an additional cost paid at most once, and a 1/1 token copy of the permanent if it was paid
  Tender Wildguide {1}{G} — Creature — Possum Druid 2/2: Offspring {2}. {T}: Add one mana of any color. {T}: Put a
  +1/+1 counter on this creature.
  Splash Lasher {3}{U} — Creature — Frog Wizard 3/3: Offspring {1}{U}. When this creature enters, tap up to one
  target creature and put a stun counter on it. (If a permanent with a stun counter would become untapped, remove
  one from it instead.)
  Offspring's reminder text: "You may pay an additional [cost] as you cast this spell. If you do, when this
  creature enters, create a 1/1 token copy of it."

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions); the same texts are recorded for each offspring card, so each card has its own rows. CR 702.175a
  (offspring: an optional additional cost, and "when this permanent enters, if its offspring cost was paid,
  create a token that's a copy of it, except it's 1/1"), 601.2b (additional costs are announced once, as the
  spell is cast), 601.2f (the total cost), 603.4 (an intervening "if"), 707.2 (copiable values: not counters nor
  other effects), 707.9b (the 1/1 exception is part of the copy), 122.1d (stun counters). Paying the offspring
  cost is the "you may" choice the engine asks as the spell is cast.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears

  @ruling:436df81aac5e @cr:702.175a @cr:601.2b @cr:601.2f
  Rule: An offspring cost is paid at most once as the spell is cast
    You can pay an offspring cost only once as you cast a spell with offspring.

    @id:blb-offspring-paid-once
    Scenario Outline: With mana for two offspring payments, Alice pays <card>'s offspring cost once: one token, the rest of the mana stays
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will put her triggered abilities on the stack in the order <card>, then <card>
      And Alice will choose <targets> as targets
      When Alice casts <card> from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 <card>
      And the <card> permanents are <card_pt> and 1/1
      And Alice's mana pool is <left>

      Examples:
        | card          | mana                     | targets                     | card_pt | left   |
        | Splash Lasher | {U}{U}{U}{C}{C}{C}{C}{C} | Grizzly Bears, then no more | 3/3     | {U}{C} |

    @id:blb-offspring-paid-once-no-target
    Scenario Outline: <card>, with no target, and mana for two offspring payments: Alice pays once, one token
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will answer the "you may" choices with yes
      When Alice casts <card> from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 <card>
      And the <card> permanents are <card_pt> and 1/1
      And Alice's mana pool is <left>

      Examples:
        | card             | mana               | card_pt | left   |
        | Tender Wildguide | {G}{C}{C}{C}{C}{C} | 2/2     | {C}{C} |

    @id:blb-offspring-not-paid
    Scenario: Alice doesn't pay Splash Lasher's offspring cost: no token, and the offspring mana stays in her pool
      Given Alice has Splash Lasher in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with no
      And Alice will choose no more as targets
      When Alice casts Splash Lasher from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 1 Splash Lasher
      And Alice's mana pool is {U}{C}

    @id:blb-offspring-not-paid-no-target
    Scenario: Alice doesn't pay Tender Wildguide's offspring cost: no token, and the offspring mana stays in her pool
      Given Alice has Tender Wildguide in her hand
      And Alice has {G}{C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with no
      When Alice casts Tender Wildguide from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 1 Tender Wildguide
      And Alice's mana pool is {C}{C}

  @ruling:e0672bae2c61 @cr:702.175a @cr:701.6a @cr:603.2
  Rule: A countered spell never enters, so its offspring ability never triggers
    If the spell is countered, the offspring ability will not trigger, and no token will be created.

    @id:blb-offspring-countered
    Scenario: Bob counters Splash Lasher, its offspring cost paid: no token is created
      Given Alice has Splash Lasher in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Bob will choose Splash Lasher as targets
      When Alice casts Splash Lasher from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Alice controls no Splash Lasher
      And Alice has Splash Lasher in her graveyard
      And no triggered ability is put on the stack

    @id:blb-offspring-not-countered
    Scenario: Bob lets Splash Lasher resolve, its offspring cost paid: its offspring ability triggers and a token is created
      Given Alice has Splash Lasher in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will put her triggered abilities on the stack in the order Splash Lasher, then Splash Lasher
      And Alice will choose Grizzly Bears, then no more as targets
      When Alice casts Splash Lasher from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 2 from Splash Lasher
      When all players pass priority until the stack is empty
      Then Alice controls 2 Splash Lasher

  @ruling:7233e993f3ee @cr:702.175a @cr:707.2 @cr:707.9b
  Rule: The token copies the creature's printed values, except it is 1/1: not the effects on it
    The token copies exactly what was printed on the original creature and nothing else, except it's a 1/1.

    @id:blb-offspring-copy-ignores-effects
    Scenario: Tender Wildguide gets +2/+2 in response to its offspring ability: the token is still 1/1
      Given Alice has Tender Wildguide and Crumb and Get It in her hand
      And Alice has {G}{C}{C}{C}{W} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will choose no one to promise the gift to
      And Alice will choose Tender Wildguide as targets
      When Alice casts Tender Wildguide from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Tender Wildguide
      When Alice casts Crumb and Get It from her hand
      And all players pass priority until the stack is empty
      Then the Tender Wildguide permanents are 4/4 and 1/1

    @id:blb-offspring-copy-has-printed-abilities
    Scenario: Splash Lasher's token copies its printed enters ability: it taps Bob's other creature and stuns it
      Given Bob controls Llanowar Elves
      And Alice has Splash Lasher in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with yes
      And Alice will put her triggered abilities on the stack in the order Splash Lasher, then Splash Lasher
      And Alice will choose Grizzly Bears, then Llanowar Elves as targets
      When Alice casts Splash Lasher from her hand
      And all players pass priority until the stack is empty
      Then the Splash Lasher permanents are 3/3 and 1/1
      And Grizzly Bears is tapped
      And Llanowar Elves is tapped
      And Llanowar Elves has 1 stun counter

  @cr:122.1d @cr:502.3
  Rule: A stun counter is removed instead of the permanent untapping
    CR 122.1d: if a permanent with a stun counter would become untapped, one stun counter is removed from it
    instead (Splash Lasher's reminder text); 502.3: the active player's permanents untap in the untap step.

    @id:blb-stun-counter-replaces-untap
    Scenario: Stunned by Splash Lasher, Grizzly Bears stays tapped in Bob's untap step and loses the counter
      Given Alice has Splash Lasher in her hand
      And Alice's library, from the top, is Island
      And Bob's library, from the top, is Island, Island
      And Alice has {U}{C}{C}{C} in her mana pool
      And Alice will answer the "you may" choices with no
      And Alice will choose Grizzly Bears as targets
      When Alice casts Splash Lasher from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 1 stun counter
      When the game advances to Bob's upkeep step
      Then Grizzly Bears is tapped
      And Grizzly Bears has 0 stun counters
      When the game advances to Bob's end step
      And the game advances to Alice's end step
      And the game advances to Bob's upkeep step
      Then Grizzly Bears is untapped
