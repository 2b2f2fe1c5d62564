Feature: Gisa, the Hellraiser: a crime makes two Zombie Rogues, once per spell or ability, as it is put on the stack
  Gisa, the Hellraiser {3}{B}{B} — Legendary Creature — Human Warlock 4/4: Ward—{2}, Pay 2 life (declared not
  modelled: no scenario targets Gisa). Skeletons and Zombies you control get +1/+1 and have menace. Whenever you
  commit a crime, create two tapped 2/2 blue and black Zombie Rogue creature tokens. This ability triggers only
  once each turn.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 700.13 (committing a crime, once per spell or ability, as it is put on the stack), 603.2,
  603.3 (the triggered ability goes on the stack above the spell and resolves first), 613.4c (+1/+1 from Gisa).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Gisa, the Hellraiser
    And Bob controls Grizzly Bears and Memnite
    And Alice's library, from the top, is Forest, Forest and Forest

  @ruling:c161e857fc3e @cr:700.13 @cr:603.2
  Rule: Targeting an opponent, or what an opponent controls, is a crime; targeting one's own things isn't
    A player commits a crime as they cast a spell, activate an ability, or put a triggered ability on the stack
    that targets at least one opponent, at least one permanent, spell, or ability an opponent controls, and/or
    at least one card in an opponent's graveyard.

    @id:otj-gisa-crime-makes-zombies
    Scenario: Alice's Lightning Bolt targeting Bob's Memnite is a crime: two Zombie Rogues, 3/3 with Gisa
      Given Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Memnite as targets
      When Alice casts Lightning Bolt from her hand
      Then the triggered abilities put on the stack are 1 from Gisa, the Hellraiser
      When all players pass priority until the stack is empty
      Then Alice controls 2 Zombie Rogue
      And the Zombie Rogue permanents are 3/3 and 3/3

    @id:otj-gisa-no-crime-own-target
    Scenario: Alice's Lightning Bolt targeting her own Gisa is no crime: nothing triggers
      Given Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Gisa, the Hellraiser as targets
      When Alice casts Lightning Bolt from her hand
      Then no triggered ability is put on the stack

  @ruling:ebfa45a83d81 @cr:700.13 @cr:603.3
  Rule: The crime is committed as the spell is cast, whether or not it resolves
    The spell or ability that constituted a crime doesn't have to have resolved yet or at all. As soon as you're
    finished casting the spell, activating the ability, or putting the triggered ability on the stack, you've
    committed a crime.

    @id:otj-gisa-zombies-before-spell-resolves
    Scenario: Gisa's ability resolves first: the Zombie Rogues are there while Lightning Bolt is still on the stack
      Given Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      Then the stack, from the bottom, holds Lightning Bolt, Gisa, the Hellraiser's triggered ability
      When all players pass priority
      Then Alice controls 2 Zombie Rogue
      And the stack, from the bottom, holds Lightning Bolt

    @id:otj-gisa-zombies-though-spell-fizzles
    Scenario: Lightning Bolt's target Memnite is gone before it resolves: it doesn't resolve, the crime still made Zombie Rogues
      Given Alice has Lightning Bolt and Lightning Bolt in her hand
      And Alice has {R}{R} in her mana pool
      And Alice will choose Memnite, then Memnite as targets
      When Alice casts Lightning Bolt from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 Zombie Rogue
      And Alice has Lightning Bolt and Lightning Bolt in her graveyard
      And Bob's life total is 20

  @ruling:7d755aa6d785 @cr:700.13
  Rule: One spell is one crime, however many of its targets are an opponent's
    A player can commit only one crime per spell or ability they control. Targeting multiple opponents,
    permanents, spells, abilities, and/or cards with the same spell or ability doesn't constitute committing
    multiple crimes.

    @id:otj-gisa-one-crime-two-targets
    Scenario: Calamitous Tide targeting Bob's two creatures is one crime: Gisa's ability triggers once
      Given Alice has Calamitous Tide in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then Memnite as targets
      When Alice casts Calamitous Tide from her hand
      Then the triggered abilities put on the stack are 1 from Gisa, the Hellraiser

    @id:otj-gisa-one-crime-two-tokens
    Scenario: After that one crime resolves, Alice controls two Zombie Rogues, not four
      Given Alice has Calamitous Tide in her hand
      And Alice has {U}{U}{C}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears, then Memnite as targets
      And Alice will choose Forest to discard
      When Alice casts Calamitous Tide from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 Zombie Rogue
