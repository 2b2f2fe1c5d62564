Feature: Kaervek, the Punisher: on a crime, exile a black card from your graveyard and cast a copy of it, for 2 life
  Kaervek, the Punisher {1}{B}{B} — Legendary Creature — Human Warlock 3/3: Whenever you commit a crime,
  exile up to one target black card from your graveyard and copy it. You may cast the copy. If you do, you
  lose 2 life.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions, KaervekThePunisher.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 700.13 (committing a
  crime), 707.12 (casting a copy of a card), 608.2g (a spell cast while an ability resolves: then or never),
  601.2f-h (its costs are paid), 704.5e (a copy of a card outside the stack ceases to exist), 119.3 (losing
  life). Morsel Theft is cast for its mana cost {2}{B}{B} (its prowl isn't modelled).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Kaervek, the Punisher
    And Alice has Morsel Theft in her graveyard
    And Alice has Lightning Bolt in her hand

  @ruling:eec4cee2f7d5 @cr:608.2g @cr:707.12
  Rule: The copy is cast while the ability resolves, or never
    You cast the copy while the ability is resolving and still on the stack. You can't wait to cast it later
    in the turn.

    @id:otj-kaervek-copy-cast-on-resolution
    Scenario: Kaervek's ability resolves: the copy of Morsel Theft is cast then, above Lightning Bolt, and Alice loses 2 life
      Casting the copy, targeting Bob, is a crime too: Kaervek's ability triggers again, with no black card left
      in Alice's graveyard to target.

      Given Alice has {R}{B}{B}{C}{C} in her mana pool
      And Alice will choose Bob, then Morsel Theft, then Bob as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Kaervek, the Punisher
      When all players pass priority
      Then the stack, from the bottom, holds Lightning Bolt, Morsel Theft and Kaervek, the Punisher's triggered ability
      And Alice's life total is 18
      When all players pass priority until the stack is empty
      Then Bob's life total is 14
      And Alice's life total is 21
      And Morsel Theft is in exile

    @id:otj-kaervek-copy-not-later
    Scenario: Alice doesn't cast the copy: later in the turn she can't cast it, nor the exiled Morsel Theft
      Given Alice has {R}{B}{B}{C}{C} in her mana pool
      And Alice will choose Bob, then Morsel Theft as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice tries to cast Morsel Theft from exile
      Then that is rejected by rule 601.3

  @ruling:762365f27413 @cr:704.5e @cr:609.3
  Rule: A copy not cast ceases to exist
    If you don't want to cast the copy, you can choose not to; the copy ceases to exist the next time
    state-based actions are performed.

    @id:otj-kaervek-copy-declined-ceases
    Scenario: Alice declines to cast the copy: it ceases to exist, only the card is in exile, and Alice loses no life
      Given Alice has {R} in her mana pool
      And Alice will choose Bob, then Morsel Theft as targets
      And Alice will answer the "you may" choices with no
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then 1 Morsel Theft is in exile
      And Alice's life total is 20
      And Bob's life total is 17

    @id:otj-kaervek-copy-uncastable-ceases
    Scenario: Alice wants to cast the copy but can't pay its cost: it isn't cast and ceases to exist, and Alice loses no life
      Given Alice has {R} in her mana pool
      And Alice will choose Bob, then Morsel Theft as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then 1 Morsel Theft is in exile
      And Alice has no Morsel Theft in her graveyard
      And Alice's life total is 20
      And Bob's life total is 17

    @id:otj-kaervek-copy-cast-loses-life
    Scenario: Alice casts the copy: she loses 2 life, and the copy, an instant or sorcery spell, leaves nothing behind
      Given Alice has {R}{B}{B}{C}{C} in her mana pool
      And Alice will choose Bob, then Morsel Theft, then Bob as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then 1 Morsel Theft is in exile
      And Alice has no Morsel Theft in her graveyard
      And Alice's life total is 21

  @ruling:c161e857fc3e @cr:700.13
  Rule: What a crime is
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the
    stack that targets at least one opponent, at least one permanent, spell, or ability an opponent controls,
    and/or at least one card in an opponent's graveyard.

    @id:otj-kaervek-crime-targets
    Scenario Outline: Lightning Bolt targeting <target> is a crime: Kaervek's ability triggers
      Given Bob controls Grizzly Bears
      And Alice has {R} in her mana pool
      And Alice will choose <target>, then Morsel Theft as targets
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Kaervek, the Punisher

      Examples:
        | target        |
        | Bob           |
        | Grizzly Bears |

    @id:otj-kaervek-no-crime-own-creature
    Scenario: Lightning Bolt targeting Alice herself is no crime: no trigger
      Given Alice has {R} in her mana pool
      And Alice will choose Alice as targets
      When Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack
