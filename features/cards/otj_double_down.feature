Feature: Double Down: outlaw spells you cast are copied; a copy of a permanent spell becomes a token
  Double Down {3}{U} — Enchantment: Whenever you cast an outlaw spell, copy that spell. (Assassins,
  Mercenaries, Pirates, Rogues, and Warlocks are outlaws. Copies of permanent spells become tokens.)

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions, DoubleDown.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 700.12 (outlaws), 601.2i (a
  spell becomes cast), 603.3 and 608.1 (the triggered ability resolves before the spell), 707.10 (a copy is
  put on the stack, not cast; Double Down doesn't let its controller choose new targets, 707.10c), 608.2h
  (a countered spell is copied as it last existed on the stack), 608.3f and 111.12 (a copy of a permanent
  spell becomes a token as it resolves).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:506302207e12 @cr:608.1 @cr:608.2h @cr:707.10
  Rule: Double Down's ability and its copy resolve before the spell, even if the spell is countered
    Double Down's ability and the copy it creates will resolve before the spell that caused it to trigger.
    They resolve even if that spell is countered.

    @id:otj-double-down-copy-resolves-first
    Scenario: Morsel Theft, a Rogue spell: the ability and the copy resolve while Morsel Theft is still on the stack
      Given Alice controls Double Down
      And Alice has Morsel Theft in her hand
      And Alice has {B}{B}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Morsel Theft from her hand
      Then the stack, from the bottom, holds Morsel Theft and Double Down's triggered ability
      When all players pass priority
      Then the stack, from the bottom, holds Morsel Theft and Morsel Theft
      When all players pass priority
      Then Bob's life total is 17
      And Alice's life total is 23
      And the stack, from the bottom, holds Morsel Theft
      When all players pass priority
      Then Bob's life total is 14
      And Alice's life total is 26

    @id:otj-double-down-countered-spell-still-copied
    Scenario: Bob counters Morsel Theft before Double Down's ability resolves: the copy is still made and resolves
      Given Alice controls Double Down
      And Alice has Morsel Theft in her hand
      And Alice has {B}{B}{C}{C} in her mana pool
      And Bob has Cancel in his hand
      And Bob has {U}{U}{C} in his mana pool
      And Alice will choose Bob as targets
      And Bob will choose Morsel Theft as targets
      When Alice casts Morsel Theft from her hand
      And Alice passes priority
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 17
      And Alice's life total is 23
      And Alice has Morsel Theft in her graveyard

  @ruling:b4a46eeefea9 @cr:608.3f @cr:111.12 @cr:707.10
  Rule: A copy of a permanent spell resolves as a token
    As a copy of a permanent spell resolves, it's put onto the battlefield as a token rather than putting a
    copy of the spell onto the battlefield.

    @id:otj-double-down-permanent-copy-is-token
    Scenario: Hardbristle Bandit, a Rogue creature spell: its copy enters as a token, the spell as a card
      Given Alice controls Double Down
      And Alice has Hardbristle Bandit in her hand
      And Alice has {G}{C} in her mana pool
      When Alice casts Hardbristle Bandit from her hand
      And all players pass priority
      And all players pass priority
      Then the Hardbristle Bandit Alice controls has a token
      And the stack, from the bottom, holds Hardbristle Bandit
      When all players pass priority
      Then Alice controls 2 Hardbristle Bandit

    @id:otj-double-down-spell-copy-not-token
    Scenario: The copy of Morsel Theft, a sorcery, leaves no card: only the spell goes to the graveyard
      Given Alice controls Double Down
      And Alice has Morsel Theft in her hand
      And Alice has {B}{B}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Morsel Theft from her hand
      And all players pass priority until the stack is empty
      Then Alice has 1 Morsel Theft in her graveyard
      And Bob's life total is 14

  @ruling:44fba92cc40a @cr:205.3d @cr:700.12
  Rule: A kindred spell with an outlaw creature type is an outlaw spell
    If a spell has the kindred card type and one of the outlaw creature types, Double Down will copy it.

    @id:otj-double-down-kindred-rogue-copied
    Scenario: Morsel Theft is a Kindred Sorcery — Rogue: Double Down copies it
      Given Alice controls Double Down
      And Alice has Morsel Theft in her hand
      And Alice has {B}{B}{C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Morsel Theft from her hand
      Then the triggered abilities put on the stack are 1 from Double Down
      When all players pass priority until the stack is empty
      Then Bob's life total is 14

    @id:otj-double-down-sorcery-without-type-not-copied
    Scenario: Divination, a sorcery with no creature type, isn't an outlaw spell: Double Down doesn't trigger
      Given Alice controls Double Down
      And Alice has Divination in her hand
      And Alice's library, from the top, is Island and Forest
      And Alice has {U}{C}{C} in her mana pool
      When Alice casts Divination from her hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Alice has Island and Forest in her hand

  @ruling:1365aca3acb9 @cr:601.2i @cr:603.2
  Rule: Only casting an outlaw spell triggers Double Down
    Double Down's ability doesn't trigger if an outlaw permanent is put onto the battlefield without being
    cast.

    @id:otj-double-down-put-onto-battlefield-no-trigger
    Scenario: An effect puts Hardbristle Bandit onto the battlefield: it wasn't cast, and Double Down doesn't trigger
      Given Alice controls Double Down
      And Alice has Hardbristle Bandit in her hand
      When an effect puts Hardbristle Bandit from Alice's hand onto the battlefield under her control
      Then no triggered ability is put on the stack
      And Alice controls 1 Hardbristle Bandit

    @id:otj-double-down-cast-bandit-triggers
    Scenario: Casting the same Hardbristle Bandit does trigger Double Down
      Given Alice controls Double Down
      And Alice has Hardbristle Bandit in her hand
      And Alice has {G}{C} in her mana pool
      When Alice casts Hardbristle Bandit from her hand
      Then the triggered abilities put on the stack are 1 from Double Down

  @ruling:df764d65006d @cr:700.12
  Rule: The outlaws are the Assassins, Mercenaries, Pirates, Rogues and Warlocks
    A card, spell, or permanent is an outlaw if it has the Assassin, Mercenary, Pirate, Rogue, or Warlock
    creature type.

    @id:otj-double-down-each-outlaw-type
    Scenario Outline: <card>, a <type> spell, is an outlaw spell: Double Down copies it
      Given Alice controls Double Down
      And Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      When Alice casts <card> from her hand
      Then the triggered abilities put on the stack are 1 from Double Down

      Examples:
        | card                | type      | mana             |
        | Vincent Valentine   | Assassin  | {B}{B}{C}{C}     |
        | Overzealous Muscle  | Mercenary | {B}{C}{C}{C}{C}  |
        | Hardbristle Bandit  | Rogue     | {G}{C}           |
        | Osteomancer Adept   | Warlock   | {B}{C}           |

    @id:otj-double-down-bear-not-outlaw
    Scenario: Grizzly Bears, a Bear, is no outlaw: Double Down doesn't trigger
      Given Alice controls Double Down
      And Alice has Grizzly Bears in her hand
      And Alice has {G}{C} in her mana pool
      When Alice casts Grizzly Bears from her hand
      Then no triggered ability is put on the stack
