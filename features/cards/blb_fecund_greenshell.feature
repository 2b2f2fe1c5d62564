Feature: Fecund Greenshell: damage stays marked when the bonus ends, power and toughness checked as a creature enters, a land to the hand
  Fecund Greenshell {3}{G}{G} — Creature — Elemental Turtle 4/6: Reach. As long as you control ten or more
  lands, creatures you control get +2/+2. Whenever this creature or another creature you control with
  toughness greater than its power enters, look at the top card of your library. If it's a land card, you may
  put it onto the battlefield tapped. Otherwise, put it into your hand.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, FecundGreenshell.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 611.3a (a static
  ability's effect applies only while its condition holds), 120.6 and 514.2 (damage stays marked until the
  cleanup step), 704.5g (lethal damage), 603.2 and 603.6a (an enters trigger is checked as the creature enters;
  its condition isn't checked again as the ability resolves, unlike an intervening "if", 603.4), 608.2c
  ("otherwise").

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:00feb5042911 @cr:611.3a @cr:704.5g @cr:120.6
  Rule: When the +2/+2 stops applying, damage already marked can be lethal
    Damage remains marked on creatures until the turn ends. If Fecund Greenshell's second ability stops
    applying, then any creatures that needed the toughness bonus to stay alive will die.

    @id:blb-fecund-greenshell-bonus-ends-damaged-dies
    Scenario: Grizzly Bears, 4/4 with ten lands, is dealt 3 damage; Alice sacrifices Fabled Passage, leaving nine lands: Grizzly Bears dies
      Given Alice controls Fecund Greenshell, Grizzly Bears, Fabled Passage and 9 Forest
      And Alice's library, from the top, is Fabled Passage
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Grizzly Bears as targets
      And Alice will choose nothing when searching
      Then Grizzly Bears is 4/4
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 3 damage marked on it
      When Alice activates Fabled Passage's "{T}, Sacrifice this land" ability
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her graveyard
      And Fecund Greenshell is 4/6

    @id:blb-fecund-greenshell-bonus-ends-undamaged-lives
    Scenario: With no damage marked on it, Grizzly Bears is 2/2 once the bonus stops, and stays on the battlefield
      Given Alice controls Fecund Greenshell, Grizzly Bears, Fabled Passage and 9 Forest
      And Alice's library, from the top, is Fabled Passage
      And Alice will choose nothing when searching
      When Alice activates Fabled Passage's "{T}, Sacrifice this land" ability
      And all players pass priority until the stack is empty
      Then Grizzly Bears is 2/2
      And Alice controls Grizzly Bears

  @ruling:ab3ce762361c @cr:603.2 @cr:603.6a
  Rule: The creature's power and toughness are checked only as it enters
    Fecund Greenshell's last ability checks the power and toughness of a creature only at the moment it
    enters.

    @id:blb-fecund-greenshell-checked-on-entering
    Scenario: Giant Spider, 2/4, enters and the ability triggers; Valley Rally makes it 4/4 before the ability resolves: it still resolves
      Given Alice controls Fecund Greenshell
      And Alice has Giant Spider and Valley Rally in her hand
      And Alice has {G}{C}{C}{C}{R}{C}{C} in her mana pool
      And Alice's library, from the top, is Forest
      And Alice will choose no one to promise the gift to
      And Alice will answer the "you may" choices with yes
      When Alice casts Giant Spider from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Fecund Greenshell
      When Alice casts Valley Rally from her hand
      And all players pass priority
      Then Giant Spider is 4/4
      When all players pass priority until the stack is empty
      Then Alice controls Forest
      And Forest is tapped

    @id:blb-fecund-greenshell-equal-no-trigger
    Scenario: Grizzly Bears, 2/2, enters: its toughness isn't greater than its power, and the ability doesn't trigger
      Given Alice controls Fecund Greenshell
      And Alice has Grizzly Bears in her hand
      And Alice has {G}{C} in her mana pool
      And Alice's library, from the top, is Forest
      When Alice casts Grizzly Bears from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And the top card of Alice's library is Forest

  @ruling:8ae0fe89979c @cr:608.2c @cr:401.2
  Rule: A land card on top may go to the hand instead of onto the battlefield
    If the top card of your library is a land card, you may choose to put it into your hand rather than onto
    the battlefield tapped.

    @id:blb-fecund-greenshell-land-to-hand
    Scenario: Forest is on top and Alice chooses not to put it onto the battlefield: it goes to her hand
      Given Alice has Fecund Greenshell in her hand
      And Alice has {G}{G}{C}{C}{C} in her mana pool
      And Alice's library, from the top, is Forest and Island
      And Alice will answer the "you may" choices with no
      When Alice casts Fecund Greenshell from her hand
      And all players pass priority until the stack is empty
      Then Alice has Forest in her hand
      And Alice controls no Forest

    @id:blb-fecund-greenshell-land-to-battlefield
    Scenario: Forest is on top and Alice puts it onto the battlefield: it enters tapped
      Given Alice has Fecund Greenshell in her hand
      And Alice has {G}{G}{C}{C}{C} in her mana pool
      And Alice's library, from the top, is Forest and Island
      And Alice will answer the "you may" choices with yes
      When Alice casts Fecund Greenshell from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Forest
      And Forest is tapped
      And Alice has no Forest in her hand
